import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MemberDto } from "@/shared/api-types";
import { apiFetch } from "@/web/lib/api";
import { meQuery } from "@/web/lib/use-me";
import { choiceToRole, type RoleChoice } from "@/web/features/team/role-choice";
import { invalidateTeam, teamKeys } from "./query-keys";

export const listMembers = () => apiFetch<MemberDto[]>("/workspace/members");
export const membersQuery = () => queryOptions({ queryKey: teamKeys.members(), queryFn: listMembers });
export const useMembers = () => useQuery(membersQuery());

export const changeMemberRole = ({ userId, choice }: { userId: string; choice: RoleChoice }) =>
  apiFetch<MemberDto[]>(`/workspace/members/${encodeURIComponent(userId)}`, { method: "PATCH", json: choiceToRole(choice) });
export const removeMember = (userId: string) => apiFetch<void>(`/workspace/members/${encodeURIComponent(userId)}`, { method: "DELETE" });

export function useMemberMutations() {
  const queryClient = useQueryClient();
  // The caller's own role may have changed (an admin handing over): the menu and pages follow.
  const onSuccess = () => Promise.all([invalidateTeam(queryClient), queryClient.invalidateQueries({ queryKey: meQuery.queryKey })]);
  return { changeRole: useMutation({ mutationFn: changeMemberRole, onSuccess }), remove: useMutation({ mutationFn: removeMember, onSuccess }) };
}
