import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BankRuleDto } from "@/shared/bank-import-types";
import { apiFetch } from "@/web/lib/api";
import { bankImportKeys } from "./query-keys";

export const listBankRules = () => apiFetch<BankRuleDto[]>("/bank-rules");

export const bankRulesQuery = () => queryOptions({ queryKey: bankImportKeys.rules(), queryFn: listBankRules });

export const useBankRules = () => useQuery(bankRulesQuery());
