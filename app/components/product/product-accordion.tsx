import type { ProductDetail } from "~/domain/catalogue";
import { useShop } from "~/components/layout/use-shop";
import { productDetailsCopy } from "~/content/product-details";

const t = productDetailsCopy.accordion;

function Section({ title, children, open = false }: { title: string; children: React.ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group border-b border-ink/10 py-1">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-serif text-lg [&::-webkit-details-marker]:hidden">
        {title}
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" className="shrink-0 transition-transform group-open:rotate-45">
          <path d="M7 1v12M1 7h12" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      <div className="pb-5 text-ink-soft">{children}</div>
    </details>
  );
}

function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="space-y-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-ink">{term}</dt>
          <dd className="mt-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Fördelar, Ingredienser, Hur Du Använder, and Livsmedelsinformation (food) or Material och skötsel (accessories). */
export function ProductAccordion({ product }: { product: ProductDetail }) {
  const shop = useShop();
  const accessory = product.kind === "accessory";
  return (
    <div className="border-t border-ink/10">
      <Section title={t.benefits} open>
        <ul className="list-disc space-y-1 pl-5">
          {product.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </Section>
      {!accessory && (
        <Section title={t.ingredients}>
          <ul className="list-disc space-y-1 pl-5">
            {product.ingredients.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t.howToUse}>
        <ol className="list-decimal space-y-1 pl-5">
          {product.howToUse.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      {accessory ? (
        <Section title={t.materialCare}>
          <Facts
            rows={[
              [t.material, product.ingredients.join(", ")],
              [t.care, product.storage],
            ]}
          />
        </Section>
      ) : (
        <Section title={t.foodInfo}>
          <Facts
            rows={[
              [t.ingredientList, product.ingredients.join(", ")],
              ...(product.weight ? ([[t.netWeight, product.weight]] as Array<[string, string]>) : []),
              [t.storage, product.storage],
              [t.operator, `${shop.legalName}, ${shop.address}`],
            ]}
          />
        </Section>
      )}
    </div>
  );
}
