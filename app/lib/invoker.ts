/**
 * HTML invoker commands (`commandfor` / `command`) open and close a native <dialog> without JavaScript in
 * current browsers, so such a button works before hydration too; a click handler does the same where they
 * are not supported. React does not know the attributes yet, so they pass through as plain lowercase attributes.
 */
export const invoker = (target: string, command: "show-modal" | "close") =>
  ({ commandfor: target, command }) as React.ButtonHTMLAttributes<HTMLButtonElement>;
