import type { ArticleBlock } from "~/content/articles";

/** The article's text blocks with the journal's typography (the text is plain data, rendered as text). */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="mt-10 text-lg leading-relaxed text-ink [&>*+*]:mt-5">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "h2":
            return (
              <h2 key={i} className="!mt-12 text-3xl leading-tight text-indigo">
                {block.text}
              </h2>
            );
          case "ul":
            return (
              <ul key={i} className="list-disc space-y-2 pl-6 marker:text-sage">
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </ul>
            );
          case "quote":
            return (
              <blockquote key={i} className="!my-10 border-l-4 border-sage pl-6 font-serif text-2xl leading-snug text-indigo">
                <p>{block.text}</p>
              </blockquote>
            );
          default:
            return <p key={i}>{block.text}</p>;
        }
      })}
    </div>
  );
}
