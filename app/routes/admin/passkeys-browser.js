// The back office's one browser script (issue 14; docs/decisions/018-staff-second-factor.md): the passkey
// ceremonies of the sign-in's second step and of the account page. Plain ES module, no bundle, no import:
// served as it is by /admin/passkeys.js (passkeys-script.ts) to the pages that need it, allowed by the
// strict CSP as 'self'. It uses the browser's own WebAuthn JSON helpers (parse…OptionsFromJSON, toJSON).
// Each <form data-passkey="create|get" data-options-url="…"> stays hidden unless the browser can do this.

const supported =
  typeof window.PublicKeyCredential === "function" &&
  typeof PublicKeyCredential.parseCreationOptionsFromJSON === "function" &&
  typeof PublicKeyCredential.parseRequestOptionsFromJSON === "function" &&
  typeof PublicKeyCredential.prototype.toJSON === "function";

const MESSAGES = {
  waiting: "Follow your browser's prompt to use your passkey…",
  checking: "Checking your passkey…",
  cancelled: "The passkey prompt was closed or timed out. Try again, or use a code.",
  duplicate: "This passkey is already on your account.",
  failed: "Something went wrong with the passkey. Try again, or use a code.",
};

function messageFor(error) {
  if (error && error.name === "NotAllowedError") return MESSAGES.cancelled;
  if (error && error.name === "InvalidStateError") return MESSAGES.duplicate;
  if (error && typeof error.userMessage === "string") return error.userMessage;
  return MESSAGES.failed;
}

async function fetchOptions(form) {
  const token = form.querySelector('input[name="authenticity_token"]').value;
  const answer = await fetch(form.dataset.optionsUrl, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "X-CSRF-Token": token },
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) throw Object.assign(new Error("no options"), { userMessage: body.error });
  return body;
}

async function runCeremony(form) {
  const options = await fetchOptions(form);
  const credential =
    form.dataset.passkey === "create"
      ? await navigator.credentials.create({
          publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
        })
      : await navigator.credentials.get({
          publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
        });
  return JSON.stringify(credential.toJSON());
}

for (const form of document.querySelectorAll("form[data-passkey]")) {
  const section = form.closest("[data-passkey-section]");
  const status = section.querySelector("[data-passkey-status]");
  if (!supported) continue;
  section.querySelector("[data-passkey-unsupported]").hidden = true;
  form.hidden = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    status.textContent = MESSAGES.waiting;
    try {
      form.elements.namedItem("passkey_response").value = await runCeremony(form);
      status.textContent = MESSAGES.checking;
      // A native post: the server answers with the next page (303), or this one with its error.
      form.submit();
    } catch (error) {
      status.textContent = messageFor(error);
      button.disabled = false;
    }
  });
}
