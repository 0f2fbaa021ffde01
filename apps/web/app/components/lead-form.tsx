// Replaced by the real lead form (contact, dealer and partner forms) when the leads work lands.
export function LeadForm({ form }: { form: "contact" | "dealer" | "partner" }) {
  return (
    <p className="rounded-xl border border-slate-200 p-5">
      Napisz do nas:{" "}
      <a
        className="text-brand-700 underline"
        href={
          form === "contact"
            ? "mailto:kontakt@leasingowo.pl"
            : form === "dealer"
              ? "mailto:dealerzy@leasingowo.pl"
              : "mailto:partnerzy@leasingowo.pl"
        }
      >
        {form === "contact"
          ? "kontakt@leasingowo.pl"
          : form === "dealer"
            ? "dealerzy@leasingowo.pl"
            : "partnerzy@leasingowo.pl"}
      </a>
    </p>
  );
}
