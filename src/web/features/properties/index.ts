// What other features may use of properties.
export { usePropertyList } from "./api/list-properties";
