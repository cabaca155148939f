# Varnish 7.1 (Debian: apt-get install varnish varnish-modules) in front of Tessera gateways.
#
# - Caches the public site's pages and the media files visitors get, as long as the gateways
#   allow (Cache-Control public) and longer when they name surrogate keys (xkey): every change
#   in Tessera sends a PURGE of the keys it affects (TESSERA_PURGE_URLS=http://this-varnish/).
# - Passes everything personal or writing: the admin, the API (except public media), GraphQL,
#   previews, any method but GET/HEAD, any request with a session cookie or Authorization.
# - Honours PURGE with an `xkey-purge` (or `Surrogate-Key`) header only from the `purgers` ACL.
#
# Run: varnishd -a :80 -f /etc/varnish/default.vcl -s malloc,1G
# Edit the two marked sections (backends, purgers) for your machines.

vcl 4.1;

import directors;
import std;
import xkey;

# BEGIN BACKENDS: the gateways, checked on their health path, taken in turn.
probe gateway_health {
  .url = "/healthz";
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend gateway1 { .host = "127.0.0.1"; .port = "8080"; .probe = gateway_health; }
backend gateway2 { .host = "127.0.0.1"; .port = "8081"; .probe = gateway_health; }

sub vcl_init {
  new gateways = directors.round_robin();
  gateways.add_backend(gateway1);
  gateways.add_backend(gateway2);
}
# END BACKENDS

# BEGIN PURGERS: who may purge (the gateways' addresses; Tessera sends the purges).
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
}
# END PURGERS

sub vcl_recv {
  set req.backend_hint = gateways.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    } elsif (req.http.Surrogate-Key) {
      set req.http.x-purged = xkey.purge(req.http.Surrogate-Key);
    } else {
      return (synth(400, "Name the keys in xkey-purge"));
    }
    return (synth(200, "Purged " + req.http.x-purged));
  }
  # BAN and anything else unusual is not for visitors.
  if (req.method == "BAN") {
    return (synth(405, "Not allowed"));
  }

  # Writes, the admin, the API (but the files visitors get), GraphQL, previews and the health
  # checks always reach a gateway.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/(cmsadmin|graphql|_preview|healthz|readyz)([/?]|$)") {
    return (pass);
  }
  if (req.url ~ "^/api/" && req.url !~ "^/api/tessera/medialib/(preview-image|preview-crop|get-page-file)[/?]") {
    return (pass);
  }
  # Someone signed in (editors see drafts' files, their own previews): never shared.
  if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)tessera_session=") {
    return (pass);
  }
  # The pages and files left read no cookie (the site's CSRF cookie is read by POSTs only), so
  # the cookies go and one copy serves everyone.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_response {
  # A background refetch answered with a server error (a coded 503 while the object store or the
  # database is away) keeps the copy being served instead of replacing it.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  # Only what the gateway says any cache may keep; never anything setting a cookie.
  if (beresp.http.Set-Cookie || !beresp.http.Cache-Control || beresp.http.Cache-Control !~ "public" || beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 30s;
    return (deliver);
  }
  # Answers naming their surrogate keys are purged on every change: kept for an hour (the
  # s-maxage of 60 s is for caches that are not told).
  if (beresp.http.xkey) {
    set beresp.ttl = 1h;
  }
  # Kept a day past their time: a copy whose time is up is answered at once while it is fetched
  # again in the background, and kept as it was when the gateways answer an error (their
  # database or object store away) or cannot be reached (stale-if-error). A purge removes a copy
  # outright: what changed is never answered stale.
  set beresp.grace = 24h;
  return (deliver);
}

sub vcl_backend_error {
  # A background refetch that cannot reach a gateway keeps the copy being served.
  if (bereq.is_bgfetch) {
    return (abandon);
  }
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys are for this cache; a CDN in front of Varnish would get its own from the gateways.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
