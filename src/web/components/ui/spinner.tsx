export function Spinner({ label = "Wird geladen …" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 text-muted-foreground">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
