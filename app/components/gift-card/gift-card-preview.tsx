import { giftCardCopy } from "~/content/gift-cards";

const t = giftCardCopy.page;

/** The live preview: amount, 'Till', 'Från' and the message as the recipient will read them (user text as text). */
export function GiftCardPreview({
  amount,
  to,
  from,
  message,
}: {
  amount: string;
  to: string;
  from: string;
  message: string;
}) {
  return (
    <figure
      aria-labelledby="gift-card-preview-title"
      className="rounded-3xl bg-gradient-to-br from-indigo to-[#5e5a8f] p-6 text-white shadow-lg"
      data-testid="gift-card-preview"
    >
      <figcaption
        id="gift-card-preview-title"
        className="text-sm tracking-wide text-white/90 uppercase"
      >
        {t.previewTitle}
      </figcaption>
      <p className="mt-4 font-serif text-xl">{t.previewBrand}</p>
      <p className="mt-2 font-serif text-5xl" data-testid="preview-amount">
        {amount}
      </p>
      <dl className="mt-6 space-y-1">
        <div className="flex gap-2">
          <dt className="text-white/90">{t.previewTo}:</dt>
          <dd
            className="min-w-0 break-words font-medium"
            data-testid="preview-to"
          >
            {to.trim() || t.previewToPlaceholder}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-white/90">{t.previewFrom}:</dt>
          <dd
            className="min-w-0 break-words font-medium"
            data-testid="preview-from"
          >
            {from.trim() || t.previewFromPlaceholder}
          </dd>
        </div>
      </dl>
      {message.trim() && (
        <blockquote
          className="mt-4 border-l-2 border-white/70 pl-3 break-words whitespace-pre-line italic"
          data-testid="preview-message"
        >
          {message}
        </blockquote>
      )}
    </figure>
  );
}
