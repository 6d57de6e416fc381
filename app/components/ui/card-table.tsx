import { createContext, useContext } from "react";
import { cn } from "~/lib/cn";

/**
 * The console's one table (ADR 062): an ordinary <table> on a desktop, and below the `md` breakpoint (48rem) a
 * list of cards, one per row, where every cell carries its column's name. Nothing scrolls sideways and no
 * column is hidden: a phone shows every column of every row.
 *
 * How: on a phone the table, its row groups, rows and cells become blocks (Tailwind's `max-md:` classes); the
 * header row is visually hidden but stays for assistive technology, and each cell shows its `label` in a span
 * that is `aria-hidden` (a screen reader already hears the column header). Browsers may drop a table's
 * semantics when its parts stop being `display: table-*`, so every part also states its role.
 *
 *   <CardTable caption="Ordrar">
 *     <CardTableHead><HeadCell>Order</HeadCell><HeadCell align="right">Summa</HeadCell></CardTableHead>
 *     <CardTableBody>
 *       <CardRow><Cell rowHeader>1001</Cell><Cell label="Summa" align="right">120 kr</Cell></CardRow>
 *     </CardTableBody>
 *   </CardTable>
 *
 * `inset`: the table sits inside a card of its own (order lines, the VAT report); its rows become divided
 * blocks rather than cards of their own.
 */

const InsetContext = createContext(false);

export function CardTable({
  caption,
  captionVisible = false,
  inset = false,
  className,
  tableClassName,
  children,
  ...rest
}: {
  caption: React.ReactNode;
  /** Show the caption (small, above the table) instead of keeping it for screen readers only. */
  captionVisible?: boolean;
  inset?: boolean;
  /** The wrapper (margins). */
  className?: string;
  tableClassName?: string;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLDivElement>, "children" | "className">) {
  return (
    <InsetContext.Provider value={inset}>
      <div {...rest} className={cn(!inset && "md:rounded-2xl md:bg-white md:ring-1 md:ring-ink/10", className)}>
        <table role="table" className={cn("w-full border-collapse text-left max-md:block", tableClassName)}>
          <caption className={captionVisible ? "mb-2 text-left text-sm text-ink-soft max-md:block" : "sr-only"}>{caption}</caption>
          {children}
        </table>
      </div>
    </InsetContext.Provider>
  );
}

/** The header row: visible on a desktop, read by screen readers on a phone. */
export function CardTableHead({ children }: { children: React.ReactNode }) {
  return (
    <thead role="rowgroup" className="max-md:sr-only">
      <tr role="row" className="border-b border-ink/20">
        {children}
      </tr>
    </thead>
  );
}

export function HeadCell({ align, className, children }: { align?: "right"; className?: string; children: React.ReactNode }) {
  return (
    <th role="columnheader" scope="col" className={cn("px-3 py-2 text-sm font-medium text-ink-soft", align === "right" ? "text-right" : "text-left", className)}>
      {children}
    </th>
  );
}

export function CardTableBody({ children }: { children: React.ReactNode }) {
  const inset = useContext(InsetContext);
  return (
    <tbody role="rowgroup" className={cn("max-md:block", !inset && "max-md:space-y-3")}>
      {children}
    </tbody>
  );
}

/** Totals under the rows (the VAT report): on a phone a last card like the others. */
export function CardTableFoot({ children }: { children: React.ReactNode }) {
  return (
    <tfoot role="rowgroup" className="max-md:mt-3 max-md:block">
      {children}
    </tfoot>
  );
}

export function CardRow({ className, children, ...rest }: React.HTMLAttributes<HTMLTableRowElement>) {
  const inset = useContext(InsetContext);
  return (
    <tr
      role="row"
      {...rest}
      className={cn(
        "border-t border-ink/10 max-md:block",
        inset ? "max-md:py-2" : "max-md:rounded-2xl max-md:border-0 max-md:bg-white max-md:p-4 max-md:ring-1 max-md:ring-ink/10",
        className,
      )}
    >
      {children}
    </tr>
  );
}

/**
 * One cell. `label`: the column's name, shown beside the value on a phone (every cell but the row header
 * has one). `rowHeader`: the cell that names the row (a <th scope="row">), the card's title on a phone.
 */
export function Cell({
  label,
  rowHeader = false,
  align,
  className,
  children,
  ...rest
}: {
  label?: React.ReactNode;
  rowHeader?: boolean;
  align?: "right";
  className?: string;
  children?: React.ReactNode;
} & Omit<React.TdHTMLAttributes<HTMLTableCellElement>, "children" | "className" | "align">) {
  const cls = cn(
    "px-3 py-2 align-top",
    align === "right" ? "md:text-right" : "text-left",
    label !== undefined
      ? "max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1"
      : "max-md:block max-md:px-0 max-md:pt-0 max-md:pb-1",
    className,
  );
  const content =
    label !== undefined ? (
      <>
        <span aria-hidden="true" className="shrink-0 text-sm font-medium text-ink-soft md:hidden">
          {label}
        </span>
        <div className="min-w-0 break-words max-md:text-right">{children}</div>
      </>
    ) : (
      children
    );
  return rowHeader ? (
    <th role="rowheader" scope="row" {...rest} className={cls}>
      {content}
    </th>
  ) : (
    <td role="cell" {...rest} className={cls}>
      {content}
    </td>
  );
}
