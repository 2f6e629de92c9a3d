// What other features may use of the landing page.
export { SiteFooter } from "./SiteFooter";
