import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useState } from "react";
import { Toaster } from "sonner";
import { useTheme } from "@/web/lib/theme";
import { ApiError } from "@/web/lib/api";

/** Providers for every screen behind the landing page. */
export function AppProviders() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // A 4xx will not fix itself by asking again.
            retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
          },
        },
      }),
  );
  const { setting } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster theme={setting} richColors position="top-center" closeButton />
    </QueryClientProvider>
  );
}
