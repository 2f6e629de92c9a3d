import { BookCheck } from "lucide-react";
import { toast } from "sonner";
import type { LoanDto } from "@/shared/loan-types";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/errors";
import { useBookLoanInstalments } from "@/web/features/loans/api/book-loan-instalments";

/** "Raten buchen": books the loan's instalments due up to the end of this month, each once, and toasts the counts. */
export function BookInstalmentsButton({ loan }: { loan: LoanDto }) {
  const book = useBookLoanInstalments();
  const onClick = async () => {
    try {
      const result = await book.mutateAsync(loan.id);
      toast.success(messages.loanBookingsResult(result.created, result.skipped, result.removed));
    } catch (err) {
      toast.error(errorMessage(err, messages.loanBookingsFailed));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} disabled={book.isPending} aria-label={`Raten der Finanzierung ${loan.lender} buchen`}>
      <BookCheck className="h-4 w-4" aria-hidden /> {book.isPending ? "Wird gebucht …" : "Raten buchen"}
    </Button>
  );
}
