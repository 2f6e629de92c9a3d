import { Navigate } from "@tanstack/react-router";

export function DashboardIndex() {
  return <Navigate to="/dashboard/properties" replace />;
}
