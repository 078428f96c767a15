import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { content } from "./content";

function App() {
  return (
    <main>
      <h1>{content.profile.name}</h1>
      <p>{content.profile.label}</p>
    </main>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
