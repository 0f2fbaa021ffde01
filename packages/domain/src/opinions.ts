// Customer opinions (content/opinions.yaml, docs/content.md): what an entry must hold. The seed validates
// the file with this schema, the API answers with it, the home page's trust section shows the entries.
import { z } from "zod";

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const opinionSchema = z.object({
  /** First name and the initial of the surname ("Marta K."): never a full name. */
  author: text(2, 40).regex(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u, "imię i inicjał nazwiska, np. „Marta K.”"),
  place: text(2, 60),
  /** Who the customer is: "Osoba prywatna", "Jednoosobowa działalność, …". */
  customer: text(3, 80),
  car: text(3, 80),
  rating: z.number().int().min(1).max(5),
  /** The month the opinion was written, YYYY-MM. */
  date: z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/),
  text: text(30, 400),
});

export type Opinion = z.infer<typeof opinionSchema>;

export const opinionListSchema = z.array(opinionSchema);

/** GET /v3/opinions. */
export interface OpinionsAnswer {
  /** True while the site runs in its sandbox: the opinions are examples and are shown as such. */
  examples: boolean;
  items: Opinion[];
}
