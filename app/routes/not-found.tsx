import { data } from "react-router";

/** Every path the route table does not know: the Swedish 404 page, with HTTP 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export async function action() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
