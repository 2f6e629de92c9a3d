// What other features may use of the bank import: the page (routed in src/web/app/router.tsx).
export { BankImportPage } from "./BankImportPage";
