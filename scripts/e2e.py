"""The browser steps of scripts/e2e: drives `pixelproof review` and `pixelproof serve` through
headless Chromium with Playwright and checks what a reviewer would see and what lands on disk.
Run through scripts/e2e, which builds pixelproof and sets PIXELPROOF and CHROMIUM."""
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import expect, sync_playwright

PIXELPROOF = os.environ["PIXELPROOF"]
CHROMIUM = os.environ["CHROMIUM"]
OUT = sys.argv[1]
REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BUTTON = """system: ids
scale: 2
canvas: { width: 240, background: grayscale00, padding: 16 }
content:
  vstack:
    spacing: md
    children:
      - button: { label: Continue, type: primary }
      - button: { label: Details, type: tertiary, size: small }
"""
ROW = """system: ids
canvas: { width: 320, background: grayscale00, padding: 16 }
content:
  contentRow: { title: "Order #1234", subtitle: Delivered, trailingTitle: "$12.99" }
"""
BADGE = """system: ids
canvas: { width: 120, background: grayscale00, padding: 16 }
content:
  badge: { type: counter, count: 3 }
"""
NEW = """system: ids
canvas: { width: 200, background: grayscale00, padding: 16 }
content:
  button: { label: New, type: primary, size: small }
"""
CHIPS = """components:
  Chip:
    figmaName: Acme.Chip
    props:
      label: { type: string }
      isSelected: { type: bool, default: false }
    body:
      hstack:
        padding: 8
        background: { shape: { kind: pill, fill: { $switch: isSelected, cases: { true: buttonPrimaryBg, false: grayscale20 } } } }
        children:
          - text: { string: "${label}", style: accentRegular }
    preview: { props: { label: Organic } }
"""

step_number = 0


def step(page, name):
    """A screenshot of the page as it is now, numbered in the order of the steps."""
    global step_number
    step_number += 1
    path = os.path.join(OUT, f"{step_number:02d}-{name}.png")
    page.screenshot(path=path, full_page=True)
    print(f"e2e: {step_number:02d} {name} -> {path}")


def wait_for_pictures(page, selector, timeout=10):
    """Until every picture under `selector` has loaded (polled from here: the pages' Content
    Security Policy forbids the string evaluation Playwright's wait_for_function polls with)."""
    script = f"[...document.querySelectorAll({selector!r})].every(i => i.complete && i.naturalWidth > 0)"
    deadline = time.monotonic() + timeout
    while not page.evaluate(script):
        assert time.monotonic() < deadline, f"pictures {selector} did not load"
        time.sleep(0.05)


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def start(args, cwd):
    """Starts pixelproof serving; returns the process and the URL it prints first."""
    process = subprocess.Popen([PIXELPROOF] + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = process.stdout.readline().strip()
    assert url.startswith("http://127.0.0.1:"), f"first line of stdout is not the URL: {url!r} ({process.stderr.read()})"
    return process, url


def stop(process):
    """SIGINT, as Ctrl-C: the server must stop by itself, with exit 0."""
    process.send_signal(signal.SIGINT)
    code = process.wait(timeout=10)
    assert code == 0, f"pixelproof exited {code} on SIGINT: {process.stderr.read()}"


def review(browser, work):
    screens = os.path.join(work, "Screens")
    os.makedirs(screens)
    for name, text in [("button", BUTTON), ("row", ROW), ("badge", BADGE)]:
        write(os.path.join(screens, name + ".yaml"), text)
    subprocess.run([PIXELPROOF, "test", "Screens", "--record", "--quiet"], cwd=work, check=True, capture_output=True)
    # Two changed pictures and a new one, as after a design change.
    write(os.path.join(screens, "button.yaml"), BUTTON.replace("type: primary", "type: secondary"))
    write(os.path.join(screens, "row.yaml"), ROW.replace("12.99", "13.49"))
    write(os.path.join(screens, "new.yaml"), NEW)
    result = subprocess.run([PIXELPROOF, "test", "Screens", "--report", "R", "--quiet"], cwd=work, capture_output=True, text=True)
    assert result.returncode == 1, result.stdout + result.stderr
    goldens = {n: os.path.join(work, "Snapshots", n + "@2x.png") for n in ["button", "row", "badge"]}
    before = {n: digest(p) for n, p in goldens.items()}

    process, url = start(["review", "R"], work)
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.goto(url)
        expect(page.locator("#filters button[data-filter=changed]")).to_have_text("Changed 2")
        expect(page.locator("#list li")).to_have_count(2)
        expect(page.locator("#detail h2")).to_have_text("button")
        expect(page.locator("#stages figure")).to_have_count(3)
        wait_for_pictures(page, "#stages img")
        expect(page.locator(".outline").first).to_be_visible()
        step(page, "review-side-by-side")

        page.keyboard.press("f")
        flip = page.locator("#flip-image")
        expect(flip).to_have_attribute("src", "/files/images/button@2x.expected.png")
        page.keyboard.press("f")
        expect(flip).to_have_attribute("src", "/files/images/button@2x.actual.png")
        step(page, "review-flip")

        page.keyboard.press("3")
        page.locator("#wipe").fill("20")
        expect(page.locator("#wipe-over")).to_have_css("clip-path", "inset(0px 80% 0px 0px)")
        step(page, "review-wipe")

        page.keyboard.press("1")
        page.keyboard.press("z")
        expect(page.locator("#zoom")).not_to_have_value("fit")
        expect(page.locator(".outline").first).to_be_visible()
        step(page, "review-zoomed-to-change")

        # Accept "button": its golden changes on disk; the others stay as they were.
        page.keyboard.press("a")
        expect(page.locator("#list li[data-name=button] .badge")).to_have_text("accepted")
        time.sleep(0.2)
        after = {n: digest(p) for n, p in goldens.items()}
        assert after["button"] != before["button"], "accepting did not write the golden"
        assert after["row"] == before["row"] and after["badge"] == before["badge"], "accepting touched another golden"
        check = subprocess.run([PIXELPROOF, "diff", goldens["button"], os.path.join(work, "R/images/button@2x.actual.png"),
                                "--threshold", "0"], capture_output=True, text=True)
        assert check.returncode == 0, "the accepted golden is not the actual picture: " + check.stdout
        # Accepting moved on to the next snapshot: reject it.
        expect(page.locator("#detail h2")).to_have_text("row")
        page.keyboard.press("r")
        expect(page.locator("#list li[data-name=row] .badge")).to_have_text("rejected")
        assert digest(goldens["row"]) == before["row"], "rejecting changed the golden"
        step(page, "review-accepted-and-rejected")

        # j and k move through the list.
        page.keyboard.press("k")
        expect(page.locator("#detail h2")).to_have_text("button")
        page.keyboard.press("j")
        expect(page.locator("#detail h2")).to_have_text("row")

        # A selection is accepted at once: the new snapshot gets its first golden.
        page.locator("#filters button[data-filter=new]").click()
        expect(page.locator("#detail h2")).to_have_text("new")
        page.locator("#check-all").check()
        expect(page.locator("#selection")).to_have_text("1 selected")
        step(page, "review-new-snapshot-selected")
        page.locator("#accept-selected").click()
        expect(page.locator("#list li[data-name=new] .badge")).to_have_text("accepted")
        new_golden = os.path.join(work, "Snapshots", "new@2x.png")
        assert os.path.exists(new_golden), "accepting the selection did not record the new golden"
        assert digest(goldens["row"]) == before["row"] and digest(goldens["badge"]) == before["badge"]

        # The decisions survive a reload (kept in R/review.json).
        page.reload()
        expect(page.locator("#filters button[data-filter=changed]")).to_be_visible()
        page.locator("#filters button[data-filter=all]").click()
        expect(page.locator("#list li[data-name=button] .badge")).to_have_text("accepted")
        page.close()
    finally:
        stop(process)
    print("e2e: review passed")


def serve(browser, work):
    screens = os.path.join(work, "Screens")
    os.remove(os.path.join(screens, "new.yaml"))
    write(os.path.join(screens, "chips.yaml"), CHIPS)
    # The repository's dark-theme example: a description whose tokens come from a resolver.
    shutil.copytree(os.path.join(REPOSITORY, "docs", "examples", "ids-dark"), os.path.join(screens, "dark"))
    process, url = start(["serve", "Screens"], work)
    try:
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        page.goto(url)
        expect(page.locator(".card")).to_have_count(6)
        wait_for_pictures(page, ".card img")
        expect(page.locator("#status")).to_have_attribute("data-live", "yes")
        step(page, "serve-catalog")

        row = page.locator(".card[data-name=row] img")
        ltr = row.get_attribute("src")
        page.locator("#variant-direction").select_option("rtl")
        expect(row).not_to_have_attribute("src", ltr)
        page.locator("#variant-textSize").select_option("AX3")
        expect(page.locator("#catalog")).to_have_attribute("data-variant", "AX3|rtl||")
        wait_for_pictures(page, ".card img")
        step(page, "serve-rtl-ax3")
        # The resolver's theme modifier is a control of its own.
        dark = page.locator(".card[data-name='dark/screen'] img")
        light = dark.get_attribute("src")
        page.locator("#variant-theme").select_option("dark")
        expect(dark).not_to_have_attribute("src", light)
        wait_for_pictures(page, ".card img")
        step(page, "serve-dark-theme")
        page.locator("#variant-theme").select_option("")
        page.locator("#variant-direction").select_option("ltr")
        page.locator("#variant-textSize").select_option("")
        expect(page.locator("#catalog")).to_have_attribute("data-variant", "|||")
        wait_for_pictures(page, ".card img")

        # Save a description: its picture is drawn again and the page follows within a second or so.
        button = page.locator(".card[data-name=button] img")
        expect(button).to_be_visible()
        old = button.get_attribute("src")
        saved = time.monotonic()
        write(os.path.join(screens, "button.yaml"), BUTTON.replace("label: Continue", "label: Check out"))
        expect(button).not_to_have_attribute("src", old, timeout=5000)
        print(f"e2e: the saved description was on the page after {time.monotonic() - saved:.2f} s")
        wait_for_pictures(page, ".card img")
        step(page, "serve-after-save")

        # Save a broken description: its error stands in place of its picture.
        write(os.path.join(screens, "row.yaml"), ROW.replace("contentRow:", "contentRoww:"))
        error = page.locator(".card[data-name=row] pre.error")
        expect(error).to_contain_text("row.yaml")
        expect(error).to_contain_text("contentRow")
        step(page, "serve-error-in-place")
        page.close()
    finally:
        stop(process)
    print("e2e: serve passed")


def main():
    work = tempfile.mkdtemp(prefix="pixelproof-e2e-")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            review(browser, work)
            serve(browser, work)
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"e2e: passed; screenshots in {OUT}")


if __name__ == "__main__":
    main()
