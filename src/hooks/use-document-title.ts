import { useEffect } from "react";
import { content } from "../content";

/** Sets the tab's title to "<title> · <owner's name>". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${content.profile.name}`;
  }, [title]);
}
