import { useEffect } from "react";
import { usePageData } from "../context/site";

/** Sets the tab's title to "<title> · <owner's name>" (`null`: leaves it). */
export function useDocumentTitle(title: string | null) {
  const { name } = usePageData();
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${name}`;
  }, [title, name]);
}
