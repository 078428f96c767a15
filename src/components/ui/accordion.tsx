import * as AccordionPrimitive from "@radix-ui/react-accordion";
import type { ComponentProps } from "react";
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

/**
 * The panel stays in the DOM while closed, so the prerendered page holds every section's text
 * (read without JavaScript, printed, indexed); CSS hides a closed panel from sight and from
 * assistive technology, and animates it (accordion.css). Radix's own measured-height
 * animation does not work on a panel that never unmounts, hence the extra grid wrapper.
 */
export function AccordionContent({ children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" forceMount {...props}>
      <div data-slot="accordion-content-inner">
        <div data-slot="accordion-content-body">{children}</div>
      </div>
    </AccordionPrimitive.Content>
  );
}
