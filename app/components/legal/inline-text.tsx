import { Fragment } from "react";
import { Link } from "react-router";
import { splitInlineLinks } from "~/lib/inline-links";

/** A copy text in which `[text](/path)` becomes a link to that page of the shop. */
export function InlineText({ text }: { text: string }) {
  return splitInlineLinks(text).map((part, i) =>
    part.to ? (
      <Link key={i} to={part.to} className="font-medium text-indigo underline underline-offset-2 hover:no-underline">
        {part.text}
      </Link>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
