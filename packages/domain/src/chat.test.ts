import { describe, expect, it } from "vitest";
import { chatAdvisorRequest, chatMessageRequest, chatStartRequest } from "./chat.ts";
import { CHAT_MESSAGES, CHAT_TOKEN_PATTERN } from "./chat-texts.ts";

describe("chat requests", () => {
  it("normalises a callback: empty fields dropped, the phone as 9 digits", () => {
    expect(chatAdvisorRequest.parse({ name: " Anna ", phone: "+48 600-700-800", email: "" })).toEqual({
      name: "Anna",
      phone: "600700800",
    });
    expect(chatAdvisorRequest.parse({})).toEqual({});
  });

  it("wants a phone or an e-mail with a name, and a name with either", () => {
    const issues = (input: unknown) =>
      chatAdvisorRequest.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ name: "Anna" })).toEqual([["phone", CHAT_MESSAGES.contact]]);
    expect(issues({ email: "anna@example.pl" })).toEqual([["name", CHAT_MESSAGES.name]]);
    expect(issues({ name: "A", phone: "600700800" })).toEqual([["name", CHAT_MESSAGES.name]]);
    expect(issues({ name: "Anna", phone: "22 123" })).toEqual([["phone", CHAT_MESSAGES.phone]]);
  });

  it("trims messages and refuses empty or unknown fields", () => {
    expect(chatMessageRequest.parse({ text: "  Dzień dobry  " })).toEqual({ text: "Dzień dobry" });
    expect(chatMessageRequest.safeParse({ text: " \n " }).success).toBe(false);
    expect(chatMessageRequest.safeParse({ text: "x", extra: 1 }).success).toBe(false);
    expect(chatStartRequest.safeParse({ sourcePath: "//evil.example/x" }).success).toBe(false);
    expect(chatStartRequest.parse({ sourcePath: "/samochody/skoda" })).toEqual({
      sourcePath: "/samochody/skoda",
    });
  });

  it("recognises the visitor's token shape", () => {
    expect(CHAT_TOKEN_PATTERN.test(`ch_${"a".repeat(32)}`)).toBe(true);
    expect(CHAT_TOKEN_PATTERN.test(`op_${"a".repeat(32)}`)).toBe(false);
    expect(CHAT_TOKEN_PATTERN.test(`ch_${"a".repeat(31)}`)).toBe(false);
  });
});
