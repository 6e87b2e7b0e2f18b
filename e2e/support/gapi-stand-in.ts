import type { BrowserContext } from 'playwright-core';

/**
 * Google sign-in with a popup needs Google's iframe library (https://apis.google.com/js/api.js), on the store's
 * page and on the Auth emulator's helper iframe alike: the two talk through it. These machines have no internet,
 * so the browser journeys serve this stand-in instead. It does the part of gapi.iframes that the Firebase SDK
 * and the emulator's helper page use: the page opens the helper iframe, and each side registers handlers that
 * the other side calls (send -> handler -> replies), carried by postMessage.
 */
const GAPI_STAND_IN = String.raw`
(function () {
  var FILTER = 'cross-origin-iframes';
  var nextId = 1;

  /** One end of a page-iframe channel: register(name, handler) and send(name, data, callback). */
  function Channel(getTarget) {
    var handlers = {};
    var pending = {};
    var readyCallbacks = [];
    var ready = false;
    window.addEventListener('message', function (event) {
      var target = getTarget();
      var message = event.data;
      if (!target || event.source !== target || !message || message.gapiStandIn !== true) return;
      if (message.kind === 'ready') {
        if (!ready) target.postMessage({ gapiStandIn: true, kind: 'ready' }, '*');
        ready = true;
        readyCallbacks.splice(0).forEach(function (callback) { callback(); });
      } else if (message.kind === 'send') {
        var handler = handlers[message.name];
        var responses = [];
        try {
          if (handler) responses.push(handler(message.data));
        } catch (error) {
          console.debug('gapi stand-in: handler of ' + message.name + ' threw', error);
        }
        target.postMessage({ gapiStandIn: true, kind: 'reply', id: message.id, responses: responses }, '*');
      } else if (message.kind === 'reply' && pending[message.id]) {
        var callback = pending[message.id];
        delete pending[message.id];
        // Like gapi, a callback that throws does not break the channel (the Firebase SDK's
        // webStorageSupport callback always throws after answering).
        try {
          callback(message.responses);
        } catch (error) {
          console.debug('gapi stand-in: callback of a reply threw', error);
        }
      }
    });
    this.register = function (name, handler) { handlers[name] = handler; };
    this.send = function (name, data, callback) {
      var id = nextId++;
      if (callback) pending[id] = callback;
      var post = function () { getTarget().postMessage({ gapiStandIn: true, kind: 'send', name: name, data: data, id: id }, '*'); };
      if (ready) post(); else readyCallbacks.push(post);
    };
    this.whenReady = function (callback) { if (ready) callback(); else readyCallbacks.push(callback); };
    this.announce = function () { var target = getTarget(); if (target) target.postMessage({ gapiStandIn: true, kind: 'ready' }, '*'); };
  }

  var context = {
    // The store's page: opens the emulator's helper iframe and talks to it.
    open: function (options, onOpened) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      element.src = options.url;
      var channel = new Channel(function () { return element.contentWindow; });
      var iframe = {
        register: channel.register,
        send: channel.send,
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) {
          return new Promise(function (resolve) { channel.whenReady(function () { callback(); resolve(); }); });
        },
      };
      (options.where || document.body).appendChild(element);
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
    },
    // The helper iframe: its channel to the page that opened it.
    getParentIframe: function () {
      var channel = new Channel(function () { return window.parent; });
      channel.announce();
      return { register: channel.register, send: channel.send };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {}, getContext: function () { return context; } };
  window.gapi.load = function (_name, options) { setTimeout(function () { (options.callback || options)(); }, 0); };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
`;

/** Serves the stand-in for Google's iframe library to every page of the context. */
export async function serveGapiStandIn(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}
