// Real VS Code: code-server's workbench in headless Chromium, driven by puppeteer-core, with the
// toolsight .vsix installed (tests/vscode/run.sh sets everything up). Every wait polls the DOM
// for an event; nothing sleeps. Screenshots of each step go to $SHOTS; the checks read the DOM.
//   CS_URL, WS_DIR (a copy of examples/seed-converter-server + server.py), SHOTS, CHROMIUM
const { test } = require("node:test");
const assert = require("node:assert");
const puppeteer = require("puppeteer-core");

const URL_ = process.env.CS_URL;
const WS = process.env.WS_DIR;
const SHOTS = process.env.SHOTS;
const STEP = Number(process.env.TOOLSIGHT_STEP_TIMEOUT || 60000);
const steps = [];

// Monaco renders spaces as U+00A0: patterns use \s for a space
async function waitText(page, selector, re, timeout = STEP) {
  await page.waitForFunction(
    (sel, src) => [...document.querySelectorAll(sel)].some((e) => new RegExp(src).test(e.textContent)),
    { timeout, polling: 100 }, selector, re.source,
  ).catch((e) => { throw new Error(`no ${selector} matching /${re.source}/ within ${timeout} ms (${e.message})`); });
}
async function text(page, selector) {
  return page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent).join("\n"), selector);
}
async function press(page, keys) {
  for (const k of keys.slice(0, -1)) await page.keyboard.down(k);
  await page.keyboard.press(keys[keys.length - 1]);
  for (const k of keys.slice(0, -1).reverse()) await page.keyboard.up(k);
}
// press a key sequence (chords: arrays of keys) until an element shows up: a key pressed before
// the workbench listens is lost, so a press is repeated, never waited for with a sleep
async function pressUntil(page, keys, selector, timeout = STEP) {
  const end = Date.now() + timeout;
  const chords = Array.isArray(keys[0]) ? keys : [keys];
  for (;;) {
    for (const c of chords) await press(page, c);
    const ok = await page.waitForSelector(selector, { visible: true, timeout: 2000 }).then(() => true, () => false);
    if (ok) return;
    if (Date.now() > end) throw new Error(`${chords.map((c) => c.join("+")).join(" ")} never showed ${selector}`);
  }
}
async function shot(page, name) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  steps.push(name);
}
async function quickOpen(page, query) {
  await pressUntil(page, ["Control", "KeyP"], ".quick-input-widget input");
  await page.keyboard.type(query);
  await waitText(page, ".quick-input-list .monaco-list-row", new RegExp(query.replace(".", "\\.")));
  await page.keyboard.press("Enter");
}
async function command(page, title) {
  await pressUntil(page, ["F1"], ".quick-input-widget input");
  await page.keyboard.type(title);
  await waitText(page, ".quick-input-list .monaco-list-row", new RegExp(title.replace(/[.:]/g, "\\$&")));
  await page.keyboard.press("Enter");
}
async function goTo(page, line, col) {
  await pressUntil(page, ["Control", "KeyG"], ".quick-input-widget input");
  await page.keyboard.type(`${line}:${col}`);
  await page.keyboard.press("Enter");
  await page.waitForSelector(".quick-input-widget", { hidden: true, timeout: STEP });
}

test("toolsight in code-server: diagnostics, hover, quick fix, commands", { timeout: 10 * STEP }, async (t) => {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900"],
    defaultViewport: { width: 1400, height: 900 },
  });
  t.after(() => browser.close());
  const page = await browser.newPage();
  try {
    await page.goto(`${URL_}/?folder=${encodeURIComponent(WS)}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector(".monaco-workbench", { timeout: STEP });
    // the workspace is loaded once the explorer lists it
    await waitText(page, ".explorer-folders-view", /package\.json/);

    // 1. the TypeScript example: toolsight's diagnostics in the Problems panel
    await quickOpen(page, "banking.ts");
    await waitText(page, ".monaco-editor .view-lines", /name:\s"banking_tx_history"/);
    await pressUntil(page, ["Control", "Shift", "KeyM"], ".markers-panel");
    await waitText(page, ".markers-panel", /never reaches the wire/);
    await waitText(page, ".markers-panel", /description-dropped/);
    const problems = await text(page, ".markers-panel");
    assert.match(problems, /30 days ago/, "the finding on `since`");
    // .vscode/settings.json turns missing-bounds off: the settings reached the server
    assert.doesNotMatch(problems, /missing-bounds/, "toolsight.rules did not reach the server");
    await shot(page, "1-problems");

    // 2. hover on the tool's name: its tools/list entry
    await goTo(page, 4, 14);
    // Ctrl+K Ctrl+I: Show or Focus Hover, at the cursor
    await pressUntil(page, [["Control", "KeyK"], ["Control", "KeyI"]], ".monaco-hover");
    await waitText(page, ".monaco-hover", /"inputSchema"/);
    const hover = await text(page, ".monaco-hover");
    assert.match(hover, /"name":\s*"banking_tx_history"/);
    await shot(page, "2-hover");
    await page.keyboard.press("Escape");

    // 3. the reorder quick fix on `since` (line 8), and the diagnostic clears
    await goTo(page, 8, 40);
    await pressUntil(page, ["Control", "Period"], ".action-widget");
    await waitText(page, ".action-widget", /Move the description before the wrappers/);
    await shot(page, "3-quickfix");
    const row = await page.evaluateHandle(() => [...document.querySelectorAll(".action-widget .monaco-list-row")]
      .find((e) => /Move the description before the wrappers/.test(e.textContent)));
    await row.asElement().click();
    await waitText(page, ".monaco-editor .view-lines", /since:\sz\.string\(\)\.describe\("YYYY-MM-DD;\sthe\sdefault\sis\s30\sdays\sago"\)\.optional\(\)/);
    await page.waitForFunction(() => {
      const p = document.querySelector(".markers-panel");
      return p && !/30 days ago/.test(p.textContent) && /the default is today/.test(p.textContent);
    }, { timeout: STEP, polling: 100 });
    await shot(page, "4-fixed");

    // 4. "toolsight: Show wire schema of this tool" with the cursor in the tool
    await goTo(page, 5, 10);
    await command(page, "toolsight: Show wire schema of this tool");
    await waitText(page, ".monaco-editor .view-lines", /"inputSchema"/);
    await shot(page, "5-wire-schema");

    // 5. "toolsight: Show output": the bundled binary was started
    await command(page, "toolsight: Show output");
    await waitText(page, ".output-view, .panel", /starting\s\S*bin\/linux-x64\/toolsight\slsp\s\(bundled\)/);
    await shot(page, "6-output");

    // 6. the Python example: the extension is active there too (toolsight reports nothing for Python yet)
    await quickOpen(page, "server.py");
    await waitText(page, ".monaco-editor .view-lines", /FastMCP/);
    await shot(page, "7-python");
  } catch (e) {
    await page.screenshot({ path: `${SHOTS}/failure.png` }).catch(() => {});
    throw e;
  } finally {
    console.log(`screenshots in ${SHOTS}: ${steps.join(", ")}`);
  }
});
