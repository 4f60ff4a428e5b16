#!/usr/bin/env python3
"""Plays Vertex AI on loopback for one create request, for tests that run the real gcloud.

Prints the port it listens on, answers the first POST with a job named after the collection
the request was sent to, writes "PATH\\nBODY" of that request to the file given as the first
argument and exits. Exits on its own after 120 s so that no test leaves it behind."""

import http.server
import json
import os
import sys
import threading


class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        with open(sys.argv[1], "wb") as out:
            out.write(self.path.encode() + b"\n" + body)
        collection = self.path.split("?")[0].rstrip("/")
        answer = json.dumps({"name": collection.lstrip("/").split("/", 1)[1] + "/1",
                             "displayName": "captured"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *args):
        pass


server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
timer = threading.Timer(120, lambda: os._exit(1))
timer.daemon = True
timer.start()
print(server.server_address[1], flush=True)
server.handle_request()
sys.exit(0)
