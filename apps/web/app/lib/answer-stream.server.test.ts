import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { answerStream } from "./answer-stream.server.ts";

/** How @hono/node-server looks for a body's first bytes before it sends the headers: two microtasks. */
const readWithoutBlocking = <T>(read: Promise<T>) =>
  Promise.race([read, Promise.resolve().then(() => Promise.resolve(undefined))]);

async function rest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += Buffer.from(value).toString();
  }
}

describe("answerStream", () => {
  it("holds at once what React wrote before the answer left, so the headers go out with it", async () => {
    const body = new PassThrough();
    body.write("<!DOCTYPE html><html>");
    const reader = answerStream(body).getReader();
    const first = await readWithoutBlocking(reader.read());
    expect(first && Buffer.from(first.value!).toString()).toBe("<!DOCTYPE html><html>");
    body.end("</html>");
    expect(await rest(reader)).toBe("</html>");
  });

  it("passes on what is written later, a section still on its way, and the end", async () => {
    const body = new PassThrough();
    const reader = answerStream(body).getReader();
    setTimeout(() => body.write("<p>najpierw</p>"), 5);
    setTimeout(() => body.end("<p>potem</p>"), 10);
    expect(await rest(reader)).toBe("<p>najpierw</p><p>potem</p>");
  });

  it("passes on a failure, and a cancelled answer stops the render's stream", async () => {
    const failing = new PassThrough();
    const reader = answerStream(failing).getReader();
    failing.destroy(new Error("render aborted"));
    await expect(reader.read()).rejects.toThrow("render aborted");

    const body = new PassThrough();
    body.write("<p>a</p>");
    await answerStream(body).cancel(new Error("the visitor left"));
    expect(body.destroyed).toBe(true);
  });

  it("pauses the render's stream while the answer's queue is full, and goes on as it is read", async () => {
    const body = new PassThrough({ highWaterMark: 1024 });
    const reader = answerStream(body).getReader();
    const chunk = "x".repeat(16 * 1024);
    for (let i = 0; i < 8; i++) body.write(chunk);
    await new Promise((r) => setTimeout(r, 10));
    expect(body.isPaused()).toBe(true);
    body.end();
    expect((await rest(reader)).length).toBe(8 * chunk.length);
  });
});
