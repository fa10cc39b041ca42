import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRoutes } from "./routes";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
    </QueryClientProvider>
  );
}
