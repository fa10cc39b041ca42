import { useQuery } from "@tanstack/react-query";
import { Database } from "lucide-react";
import { CardSection } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { api } from "../../lib/api-client";

interface Health {
  status: string;
  db: string;
}

/** A quick look at whether the API can reach its database. */
export default function TestDbPage() {
  const health = useQuery({ queryKey: ["/api/health"], queryFn: () => api.get<Health>("/api/health") });
  return (
    <>
      <PageHeader title="Database check" description="Whether the server can reach its database." />
      <div className="max-w-xl">
        <CardSection title="Connection">
          {health.isPending ? (
            <Spinner />
          ) : health.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {health.error.message}
            </p>
          ) : (
            <dl className="flex items-center gap-4 text-sm">
              <Database className="size-5 text-primary" aria-hidden />
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd className="font-medium">{health.data.status}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Database</dt>
                <dd className="font-medium">{health.data.db}</dd>
              </div>
            </dl>
          )}
        </CardSection>
      </div>
    </>
  );
}
