import { Fragment } from "react";
import { Link } from "react-router";
import { splitInlineLinks } from "~/lib/inline-links";

const linkClass = "font-medium text-indigo underline underline-offset-2 hover:no-underline";

/** A copy text in which `[text](/path)` becomes a link to that page of the shop (`[text](https://…)`: another site). */
export function InlineText({ text }: { text: string }) {
  return splitInlineLinks(text).map((part, i) =>
    part.to?.startsWith("https://") ? (
      <a key={i} href={part.to} rel="noopener noreferrer" className={linkClass}>
        {part.text}
      </a>
    ) : part.to ? (
      <Link key={i} to={part.to} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
