import base from "./playwright.config";
export default { ...base, outputDir: "/tmp/shots-29", use: { ...base.use, screenshot: { mode: "on", fullPage: true } } };
