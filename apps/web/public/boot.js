/*
 * Runs before the page paints (issue 18 §8), kept tiny: the landing page `/{lang}` arrives prerendered in the HTML.
 * A signed-in member (a live session in local storage, as the app's session store reads it) marks <html>, whose CSS
 * then hides the prerendered landing, and loads the app at once. A visitor sees the landing from HTML and CSS alone;
 * the app that takes it over loads once the page has loaded and painted, so its script never delays the first paint.
 */
;(function () {
  var member = false
  try {
    var expiredAt = Number(localStorage.getItem("iw.expiredAt"))
    var profile = JSON.parse(localStorage.getItem("iw.member") || "null")
    member = !!localStorage.getItem("iw.token") && expiredAt > Date.now() && !!(profile && profile.id)
  } catch (e) {
    member = false
  }
  if (member) document.documentElement.classList.add("iw-member")
  var me = document.currentScript
  var app = me && me.getAttribute("data-app")
  if (!app) return
  var start = function () {
    var deps = (me.getAttribute("data-preload") || "").split(" ")
    for (var i = 0; i < deps.length; i++) {
      if (!deps[i]) continue
      var link = document.createElement("link")
      link.rel = "modulepreload"
      link.href = deps[i]
      document.head.appendChild(link)
    }
    var script = document.createElement("script")
    script.type = "module"
    script.src = app
    document.head.appendChild(script)
  }
  // Once parsed: a member's hidden landing goes, and a visitor keeps only the header of the window's layout (the
  // prerender draws one per layout), so each thing on the page is there once until the app takes over, which hydrates
  // the one left. The window's layout is asked of the window (the queries of MOBILE_QUERY and NARROW_QUERY in
  // features/shell/utils/links.ts), not of the stylesheets, which may not have arrived yet.
  document.addEventListener("DOMContentLoaded", function () {
    var layout = matchMedia("(max-width: 768px)").matches ? "phone" : matchMedia("(max-width: 1150px)").matches ? "narrow" : "wide"
    var gone = document.querySelectorAll(member ? "[data-prerendered]" : ".iw-pre-header:not(.iw-pre-header--" + layout + ")")
    for (var i = 0; i < gone.length; i++) gone[i].remove()
  })
  if (member) return start()
  // A visitor who presses one of the prerendered page's buttons (the header's Map, a menu) before the app has taken
  // over: the press is kept, and the app presses the same button once it is drawn (main.tsx), so it is never lost.
  document.addEventListener(
    "click",
    function (event) {
      var target = event.target
      var button = target && target.closest ? target.closest("[data-prerendered] button[data-testid]") : null
      if (!button) return
      event.preventDefault()
      document.documentElement.setAttribute("data-pending-press", button.getAttribute("data-testid"))
      document.documentElement.classList.add("iw-waiting")
    },
    true
  )
  // A visitor: once the page has loaded and has been painted (its first contentful paint), so the app's script is never
  // on the landing's critical path, even where the page loads before the browser draws its first frame.
  var afterPaint = function () {
    var painted = function () {
      return performance.getEntriesByName("first-contentful-paint").length > 0
    }
    if (typeof PerformanceObserver === "undefined" || painted()) return start()
    try {
      var seen = new PerformanceObserver(function () {
        if (!painted()) return
        seen.disconnect()
        start()
      })
      seen.observe({ type: "paint", buffered: true })
    } catch (e) {
      start()
    }
  }
  if (document.readyState === "complete") afterPaint()
  else window.addEventListener("load", afterPaint, { once: true })
})()
