import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitationDto, InvitationPreviewDto, Role } from "@/shared/api-types";
import { apiFetch } from "@/web/lib/api";
import { choiceToRole, type RoleChoice } from "@/web/features/team/role-choice";
import { invalidateTeam, teamKeys } from "./query-keys";

export const listInvitations = () => apiFetch<InvitationDto[]>("/workspace/invitations");
export const invitationsQuery = () => queryOptions({ queryKey: teamKeys.invitations(), queryFn: listInvitations });
export const useInvitations = (enabled: boolean) => useQuery({ ...invitationsQuery(), enabled });

export const inviteMember = ({ email, choice }: { email: string; choice: RoleChoice }) =>
  apiFetch<InvitationDto>("/workspace/invitations", { method: "POST", json: { email, ...choiceToRole(choice) } });
export const resendInvitation = (id: string) => apiFetch<InvitationDto>(`/workspace/invitations/${encodeURIComponent(id)}/resend`, { method: "POST" });
export const revokeInvitation = (id: string) => apiFetch<void>(`/workspace/invitations/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useInvitationMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateTeam(queryClient);
  return {
    invite: useMutation({ mutationFn: inviteMember, onSuccess }),
    resend: useMutation({ mutationFn: resendInvitation, onSuccess }),
    revoke: useMutation({ mutationFn: revokeInvitation, onSuccess }),
  };
}

// The invitee's side (the /invitation page).
export const previewInvitation = (token: string) => apiFetch<InvitationPreviewDto>("/invitations/preview", { method: "POST", json: { token } });
export const acceptInvitation = (token: string) =>
  apiFetch<{ workspaceId: string; workspaceName: string; role: Role }>("/invitations/accept", { method: "POST", json: { token } });
