import { type ReactNode, useId } from 'react';

export interface ScrollableTableProps {
  caption: string;
  /** Kept for screen readers only, where the heading above already says what the table is. */
  captionHidden?: boolean;
  /** The table's thead and tbody. */
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a narrow screen inside a region the keyboard can reach (axe
 * scrollable-region-focusable): one Tab stop, named by the table's caption, that the arrow keys scroll.
 */
export function ScrollableTable({ caption, captionHidden = false, children }: ScrollableTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box needs the focus for the arrow keys to scroll it
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
