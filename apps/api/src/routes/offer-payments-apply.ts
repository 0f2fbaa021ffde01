// What a verified payment notification does to our data: checked against the attempt's row (amount and
// currency), confirmed at the provider, then — in one transaction, with the rows locked — the attempt and
// the offer's payment status change and an audit event is written. Repeats change nothing.
import type { Db } from "@vhs/db/client.ts";
import { offerPayments, offers } from "@vhs/db/schema/offers.ts";
import { desc, eq } from "drizzle-orm";
import type { PaymentProvider, VerifiedNotification } from "../integrations/payments.ts";
import type { Clock } from "../integrations/support.ts";
import { log } from "../lib/log.ts";
import { recordOfferEvent } from "../lib/offer-link.ts";

export type NotificationOutcome =
  | { kind: "unknown" }
  | { kind: "amount" }
  | { kind: "unconfirmed"; code: string; message: string }
  | { kind: "applied"; status: "paid" | "failed" }
  | { kind: "duplicate"; status: "paid" | "failed" };

type PaymentRow = typeof offerPayments.$inferSelect;

/** A notification that changes nothing: the attempt is already paid, or already failed and told so again. */
function isRepeat(payment: PaymentRow, n: VerifiedNotification): boolean {
  return payment.status === "paid" || (payment.status === "failed" && n.status === "failed");
}

export async function applyNotification(
  db: Db,
  provider: PaymentProvider,
  n: VerifiedNotification,
  now: Clock,
): Promise<NotificationOutcome> {
  const actor = `provider:${provider.name}` as const;
  const [payment] = await db.select().from(offerPayments).where(eq(offerPayments.sessionId, n.sessionId));
  if (!payment || payment.provider !== provider.name) {
    log("warn", "payment notification for an unknown session", { provider: provider.name });
    return { kind: "unknown" };
  }
  if (payment.amount !== n.amount || payment.currency !== n.currency) {
    // Signed by the provider, so money may have moved: worth a line in the offer's trail, not a change.
    log("warn", "payment notification amount mismatch", {
      provider: provider.name,
      paymentId: payment.id,
      expected: payment.amount,
      notified: n.amount,
    });
    await recordOfferEvent(db, {
      offerId: payment.offerId,
      actor,
      type: "payment_amount_mismatch",
      at: new Date(now()),
      detail: {
        paymentId: payment.id,
        expected: payment.amount,
        notified: n.amount,
        currency: n.currency,
        providerOrderId: n.providerOrderId,
      },
    });
    return { kind: "amount" };
  }
  if (isRepeat(payment, n)) return { kind: "duplicate", status: payment.status as "paid" | "failed" };

  // Przelewy24 settles a payment only once we verify it; a failure leaves the attempt pending so that the
  // provider's next notification (or a repeat) can complete it.
  if (n.status === "paid") {
    const confirmed = await provider.confirm(n);
    if (!confirmed.ok) return { kind: "unconfirmed", ...confirmed.error };
  }

  const at = new Date(now());
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(offerPayments).where(eq(offerPayments.id, payment.id)).for("update");
    if (!row) return { kind: "unknown" as const };
    if (isRepeat(row, n)) return { kind: "duplicate" as const, status: row.status as "paid" | "failed" };
    const [offer] = await tx.select().from(offers).where(eq(offers.id, row.offerId)).for("update");
    if (!offer) return { kind: "unknown" as const };
    await tx
      .update(offerPayments)
      .set({ status: n.status, providerOrderId: n.providerOrderId, updatedAt: at })
      .where(eq(offerPayments.id, row.id));

    // The offer shows the newest attempt's outcome, and a paid offer stays paid.
    const [newest] = await tx
      .select({ id: offerPayments.id })
      .from(offerPayments)
      .where(eq(offerPayments.offerId, offer.id))
      .orderBy(desc(offerPayments.createdAt), desc(offerPayments.id))
      .limit(1);
    let offerStatus = offer.paymentStatus;
    if (n.status === "paid") offerStatus = "paid";
    else if (offer.paymentStatus !== "paid" && newest?.id === row.id) offerStatus = "failed";
    if (offerStatus !== offer.paymentStatus)
      await tx
        .update(offers)
        .set({ paymentStatus: offerStatus, updatedAt: at })
        .where(eq(offers.id, offer.id));

    await recordOfferEvent(tx, {
      offerId: offer.id,
      actor,
      type: n.status === "paid" ? "payment_paid" : "payment_failed",
      at,
      detail: {
        paymentId: row.id,
        provider: provider.name,
        amount: row.amount,
        providerOrderId: n.providerOrderId,
        paymentStatus: { from: offer.paymentStatus, to: offerStatus },
        ...(n.status === "paid" && offer.paymentStatus === "paid" ? { alreadyPaid: true } : {}),
      },
    });
    if (n.status === "paid" && offer.paymentStatus === "paid")
      log("warn", "offer paid twice: a second attempt was paid too (refund it)", {
        provider: provider.name,
        paymentId: row.id,
      });
    log("info", "offer payment notified", { provider: provider.name, paymentId: row.id, status: n.status });
    return { kind: "applied" as const, status: n.status };
  });
}
