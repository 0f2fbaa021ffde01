// `npm start`'s process entry. React picks its production or development build when it is
// first imported, so NODE_ENV must be set before anything imports it: this file only sets
// it and then loads the server.
process.env.NODE_ENV ??= "production";
await import("./server/main.ts");

export {};
