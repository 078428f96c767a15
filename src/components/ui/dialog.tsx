import * as DialogPrimitive from "@radix-ui/react-dialog";
import { type ComponentProps, useEffect } from "react";
import { CloseIcon } from "../icons";

/**
 * Radix Dialog, wrapped once.
 *
 * The overlay is our own element, not Radix's `Dialog.Overlay`: that one locks scrolling by
 * injecting a <style> element, which the site's Content-Security-Policy (style-src 'self')
 * refuses. A click on our overlay is a click outside the content, which Radix already treats
 * as "close"; scrolling is locked with a data attribute on <html> (see styles.css).
 */
export function Dialog({ open, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.dataset.scrollLocked = "";
    return () => {
      delete root.dataset.scrollLocked;
    };
  }, [open]);
  return <DialogPrimitive.Root open={open} {...props} />;
}

export function DialogContent({
  children,
  atOnce = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows without its opening animation (it takes the place of one already on screen). */
  atOnce?: boolean;
}) {
  const appear = atOnce ? { "data-appear": "at-once" } : {};
  return (
    <DialogPrimitive.Portal>
      {/* Radix turns pointer events off outside the dialog; the overlay must still take the click. */}
      <div data-slot="dialog-overlay" style={{ pointerEvents: "auto" }} {...appear} />
      <DialogPrimitive.Content data-slot="dialog-content" {...appear} {...props}>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogClose({
  children,
  label = "Close",
  ...props
}: ComponentProps<typeof DialogPrimitive.Close> & { label?: string }) {
  return (
    <DialogPrimitive.Close data-slot="dialog-close" {...props}>
      {children ?? (
        <>
          <CloseIcon />
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </DialogPrimitive.Close>
  );
}

export function DialogTitle(props: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" {...props} />;
}
