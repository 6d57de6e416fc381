import { Link } from "react-router";
import * as sv from "~/content/sv";

/** A guest's checkout (ADR 065): signing in is offered, never required; /auth comes back here (the cart joins the account's, ADR 035). */
export function GuestSignIn() {
  return (
    <p className="mt-3 max-w-2xl rounded-xl bg-lavender/40 px-4 py-3 text-sm">
      {sv.checkout.guestNote}{" "}
      <span className="whitespace-nowrap">
        {sv.checkout.haveAccount}{" "}
        <Link to="/auth?redirectTo=%2Fcheckout" className="font-medium underline underline-offset-2">
          {sv.checkout.signInLink}
        </Link>
      </span>
    </p>
  );
}
