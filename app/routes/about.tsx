export { default, meta } from "./coming-soon";
