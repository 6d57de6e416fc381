/**
 * A page's head, computed on the server (ADR 078): title, description, the canonical link, Open Graph, the Twitter
 * card and the page's structured data. Loaders return it and the route's `meta` hands it on, so the browser gets the
 * tags as data and runs no code to build them. The trail for BreadcrumbList is the one the page shows
 * (components/layout/breadcrumbs.tsx: the spec's labels for the segments it names, the page's own title last).
 */
import { seoCopy } from "~/content/seo";
import * as sv from "~/content/sv-site";
import { canonicalUrl, pageHead, type MetaTag, type PageHead } from "~/domain/seo";
import { shopFacts } from "~/domain/shop-facts";
import { breadcrumbJsonLd, organizationJsonLd } from "~/domain/structured-data";
import { home } from "~/content/home";
import type { Db } from "./db.server";
import { services } from "./runtime.server";
import { getShopIdentity } from "./shop-identity.server";

/** The default preview image: a still of the first hero clip (1280 × 720). */
export const DEFAULT_IMAGE = "/videos/hero-1.jpg";

/** Segments with a label but no page of their own link to the page that lists them (as the visible trail does). */
const CRUMB_TARGETS: Record<string, string> = { product: "/shop" };

/**
 * The breadcrumb trail of a page as the page shows it, absolute: "Hem", then each segment the spec names (or the
 * page's own title for the last one); segments with neither are left out. Home has no trail.
 */
export function breadcrumbTrail(publicUrl: string, path: string, ownTitle: string | undefined): { name: string; url: string }[] {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs = segments.flatMap((segment, i) => {
    const last = i === segments.length - 1;
    const label = sv.breadcrumbs.segments[segment] ?? (last ? ownTitle : undefined);
    if (!label) return [];
    return [{ name: label, url: canonicalUrl(publicUrl, CRUMB_TARGETS[segment] ?? "/" + segments.slice(0, i + 1).join("/")) }];
  });
  return [{ name: sv.breadcrumbs.home, url: canonicalUrl(publicUrl, "/") }, ...crumbs];
}

export interface HeadInput {
  /** The page's path (`url.pathname`): the query never makes a page of its own. */
  path: string;
  title: string;
  description: string;
  image?: string;
  imageAlt?: string;
  type?: PageHead["type"];
  /** The page's own crumb (its title in the trail); the trail is added as BreadcrumbList when it has two crumbs or more. */
  crumb?: string;
  jsonLd?: Record<string, unknown>[];
}

/** The head of a public page, absolute from PUBLIC_URL. */
export function headFor(input: HeadInput, publicUrl: string = services().env.publicUrl): MetaTag[] {
  const trail = breadcrumbTrail(publicUrl, input.path, input.crumb);
  return pageHead({
    publicUrl,
    path: input.path,
    title: input.title,
    description: input.description,
    image: input.image ?? DEFAULT_IMAGE,
    imageAlt: input.imageAlt ?? seoCopy.defaultImageAlt,
    type: input.type ?? "website",
    jsonLd: [...(input.jsonLd ?? []), ...(trail.length >= 2 ? [breadcrumbJsonLd(trail)] : [])],
  });
}

/**
 * The home page's head: its title and description (with the free-shipping threshold in force), and the shop as an
 * Organization from the identity the owner saved (ADR 063; the examples until then), never the SHOP constant.
 */
export async function homeHead(db: Pick<Db, "select">, publicUrl: string = services().env.publicUrl): Promise<MetaTag[]> {
  const { identity } = await getShopIdentity(db, services().env);
  const facts = shopFacts(identity);
  const organization = organizationJsonLd(
    {
      name: facts.name,
      legalName: identity.legalName,
      orgNumber: identity.orgNumber,
      street: identity.street,
      postalCode: identity.postalCode,
      city: identity.city,
      email: identity.email,
      phone: identity.phone,
      sameAs: [facts.instagram],
    },
    { publicUrl, logo: `${publicUrl}/favicon.svg` },
  );
  return headFor({ path: "/", title: home.meta.title, description: home.meta.description(identity.freeShippingFromOre), jsonLd: [organization] }, publicUrl);
}
