import * as AccordionPrimitive from "@radix-ui/react-accordion";
import type { ComponentProps } from "react";
import { usePrinting } from "../../hooks/use-printing";
import { ChevronDownIcon } from "../icons";

/** Radix Accordion, wrapped once. Style hooks: [data-slot] and Radix's [data-state]. */
export function Accordion(props: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />;
}

export function AccordionItem(props: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" {...props} />;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The trigger sits in a real heading, at the level that fits the page's outline. */
export function AccordionTrigger({
  level = 3,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { level?: HeadingLevel }) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header">
        <AccordionPrimitive.Trigger data-slot="accordion-trigger" {...props}>
          {children}
          <ChevronDownIcon data-slot="accordion-chevron" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  // Radix unmounts closed content; on paper every section shows (see src/print.css).
  const printing = usePrinting();
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" forceMount={printing || undefined} {...props}>
      <div data-slot="accordion-content-inner">{children}</div>
    </AccordionPrimitive.Content>
  );
}
