/**
 * The sandbox's stand-in for Google's Maps JavaScript API loader (`/maps/api/js?callback=…`): a
 * small script defining the part of `google.maps` the checkout uses —
 * `places.AutocompleteService#getPlacePredictions`, `Geocoder#geocode`, `LatLng`, `Circle` and the
 * status constants — answering from our JSON endpoints, then calling the page's callback as
 * Google's loader does. Callbacks get (results, status) with Google's status strings; like the
 * current API, the calls also return promises.
 */
export const CALLBACK_PATTERN = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

export function sandboxMapsScript(options: { basePath: string; callback: string | null; defaultCountry: string }): string {
  const config = JSON.stringify({ base: options.basePath, callback: options.callback, country: options.defaultCountry.toLowerCase() });
  return `/* Sandbox maps service: answers from the shop's own localities and street names. */
(function () {
  'use strict';
  var config = ${config};
  function query(params) {
    return Object.keys(params)
      .filter(function (k) { return params[k] !== undefined && params[k] !== null && params[k] !== ''; })
      .map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(String(params[k])); })
      .join('&');
  }
  function get(path, params) {
    return fetch(config.base + path + '?' + query(params), { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (res) { return res.ok ? res.json() : { status: 'ERROR' }; })
      .catch(function () { return { status: 'ERROR' }; });
  }
  // A LatLng's lat and lng are methods, a literal's are numbers.
  function num(o, key) { return typeof o[key] === 'function' ? o[key]() : o[key]; }
  function LatLng(lat, lng) {
    if (lat && typeof lat === 'object') { lng = num(lat, 'lng'); lat = num(lat, 'lat'); }
    this._lat = Number(lat); this._lng = Number(lng);
  }
  LatLng.prototype.lat = function () { return this._lat; };
  LatLng.prototype.lng = function () { return this._lng; };
  LatLng.prototype.toJSON = function () { return { lat: this._lat, lng: this._lng }; };
  function Circle(opts) { opts = opts || {}; this.center = opts.center ? new LatLng(opts.center) : null; this.radius = Number(opts.radius) || 0; }
  Circle.prototype.getCenter = function () { return this.center; };
  Circle.prototype.getRadius = function () { return this.radius; };
  Circle.prototype.setCenter = function (c) { this.center = new LatLng(c); };
  Circle.prototype.setRadius = function (r) { this.radius = Number(r) || 0; };
  Circle.prototype.getBounds = function () { return this; };
  function bias(request) {
    var b = request.locationBias || request.bounds || null;
    if (!b) return {};
    var center = typeof b.getCenter === 'function' ? b.getCenter() : b.center || (b.lat !== undefined ? b : null);
    if (!center) return {};
    var radius = typeof b.getRadius === 'function' ? b.getRadius() : b.radius;
    return { lat: num(center, 'lat'), lng: num(center, 'lng'), radius: radius };
  }
  function country(request) {
    var c = request.componentRestrictions && request.componentRestrictions.country;
    if (Array.isArray(c)) c = c[0];
    return c || config.country;
  }
  var Status = { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS', INVALID_REQUEST: 'INVALID_REQUEST', ERROR: 'ERROR', UNKNOWN_ERROR: 'UNKNOWN_ERROR' };
  function AutocompleteService() {}
  AutocompleteService.prototype.getPlacePredictions = function (request, callback) {
    var b = bias(request || {});
    return get('/autocomplete', { input: (request && request.input) || '', country: country(request || {}), lat: b.lat, lng: b.lng, radius: b.radius })
      .then(function (answer) {
        var predictions = answer.status === 'OK' ? answer.predictions : null;
        if (typeof callback === 'function') callback(predictions, answer.status);
        return { predictions: predictions || [] };
      });
  };
  function Geocoder() {}
  Geocoder.prototype.geocode = function (request, callback) {
    request = request || {};
    var params = request.placeId ? { placeId: request.placeId } : { address: request.address || '', country: country(request) };
    return get('/geocode', params).then(function (answer) {
      var results = answer.status === 'OK'
        ? answer.results.map(function (r) {
            return Object.assign({}, r, { geometry: { location: new LatLng(r.geometry.location.lat, r.geometry.location.lng) } });
          })
        : null;
      if (typeof callback === 'function') callback(results, answer.status);
      return { results: results || [] };
    });
  };
  var w = window;
  w.google = w.google || {};
  var maps = w.google.maps = w.google.maps || {};
  maps.LatLng = LatLng;
  maps.Circle = Circle;
  maps.Geocoder = Geocoder;
  maps.GeocoderStatus = Status;
  maps.places = maps.places || {};
  maps.places.AutocompleteService = AutocompleteService;
  maps.places.PlacesServiceStatus = Status;
  maps.sandbox = true;
  if (config.callback) {
    var target = config.callback.split('.').reduce(function (o, k) { return o ? o[k] : undefined; }, w);
    if (typeof target === 'function') target();
  }
})();
`;
}
