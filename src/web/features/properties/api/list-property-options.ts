import { usePropertyList, type PropertyListParams } from "./list-properties";

// The choices of every property select (filters, reports, the template dialog): the first
// 100 properties by name — the list's largest page, more than a private landlord holds. The
// property list's own query, so a new or renamed property shows everywhere at once.
const OPTIONS: PropertyListParams = { search: "", sort: "name", dir: "asc", page: 1, pageSize: 100 };

export const usePropertyOptions = () => usePropertyList(OPTIONS);
