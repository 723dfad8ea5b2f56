;;; eglot_test.el --- end-to-end test of `toolsight lsp' in Emacs + eglot, batch mode  -*- lexical-binding: t; -*-
;; Driven by tests/emacs/run.sh.  Environment:
;;   TOOLSIGHT_REPO  the repository (the snippet is read from editors/emacs/README.md)
;;   TOOLSIGHT_WORK  a git-initialised copy of examples/seed-converter-server
;;   TOOLSIGHT_OUT   where the result JSON goes
;; `toolsight' must be on PATH, as the README snippet assumes.  Exit status 0 only if every step passed.
(require 'package)
(package-initialize)
(require 'eglot)
(require 'json)
(require 'flymake)
(require 'cl-lib)

(defvar ts-repo (getenv "TOOLSIGHT_REPO"))
(defvar ts-work (getenv "TOOLSIGHT_WORK"))
(defvar ts-out (or (getenv "TOOLSIGHT_OUT") "emacs-result.json"))
(defvar ts-timeout (string-to-number (or (getenv "TOOLSIGHT_STEP_TIMEOUT") "30")))
(defvar ts-results nil)
(defvar ts-step "setup")
(defun ts-put (k v) (push (cons k v) ts-results))

;; --- batch-mode workarounds (an interactive Emacs needs none of these) ---
;; nobody answers prompts in batch mode
(fset 'y-or-n-p (lambda (&rest _) t))
(fset 'yes-or-no-p (lambda (&rest _) t))
;; Emacs 28 has no TypeScript mode (29/30 have typescript-ts-mode, which needs a compiled grammar):
;; a bare one, so .ts files get a mode the snippet names
(unless (fboundp 'typescript-mode)
  (define-derived-mode typescript-mode prog-mode "TS"))
(add-to-list 'auto-mode-alist '("\\.ts\\'" . typescript-mode))

(defun ts-flush ()
  "Send the pending didChange now: eglot sends it from an idle timer, which batch mode never runs."
  (when (and (bound-and-true-p eglot--managed-mode)
             (fboundp 'eglot--signal-textDocument/didChange))
    (eglot--signal-textDocument/didChange)))

(defun ts-wait (what pred)
  "Pump events until PRED is non-nil, or fail after `ts-timeout' seconds naming WHAT."
  (let ((deadline (+ (float-time) ts-timeout)))
    (ts-flush)
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (or (funcall pred) (error "timed out after %ss waiting for %s" ts-timeout what))))

(defun ts-readme-snippet ()
  "The ```emacs-lisp block of editors/emacs/README.md whose first line is `;; toolsight with eglot'."
  (with-temp-buffer
    (insert-file-contents (expand-file-name "editors/emacs/README.md" ts-repo))
    (goto-char (point-min))
    (unless (search-forward "```emacs-lisp\n;; toolsight with eglot\n" nil t)
      (error "README has no ```emacs-lisp block starting with `;; toolsight with eglot'"))
    (let ((start (line-beginning-position 0)))
      (search-forward "\n```")
      (buffer-substring-no-properties start (match-beginning 0)))))

(defun ts-diags (needle)
  "Flymake diagnostics of the current buffer whose text contains NEEDLE."
  (cl-remove-if-not (lambda (d) (string-match-p (regexp-quote needle) (flymake-diagnostic-text d)))
                    (flymake-diagnostics)))

(defun ts-run ()
  (setq ts-step "README snippet")
  (eval (car (read-from-string (concat "(progn " (ts-readme-snippet) ")"))) t)
  (ts-put 'snippet t)
  ;; settings as the README shows them (there in .dir-locals.el): toolsight asks for its
  ;; `toolsight' section with workspace/configuration at start
  (setq-default eglot-workspace-configuration '((:toolsight . (:rules (:missing-bounds "off")))))

  (setq ts-step "open banking.ts")
  (find-file (expand-file-name "src/tools/banking.ts" ts-work))
  (unless (eq major-mode 'typescript-mode) (error "banking.ts is in %s" major-mode))
  ;; the snippet's hook ran eglot-ensure; it connects once the command loop would run
  (run-hooks 'post-command-hook)
  (ts-wait "eglot to connect" (lambda () (eglot-current-server)))
  (let ((server (eglot-current-server)))
    (ts-put 'server_command (process-command (jsonrpc--process server)))
    (ts-put 'project_root (project-root (eglot--project server)))
    (unless (equal (file-name-as-directory (file-truename (project-root (eglot--project server))))
                   (file-name-as-directory (file-truename ts-work)))
      (error "eglot's project is %s, want %s" (project-root (eglot--project server)) ts-work))

    (setq ts-step "diagnostics")
    (flymake-start)
    (ts-wait "the finding on `since' (30 days ago)" (lambda () (ts-diags "30 days ago")))
    (let* ((diag (car (ts-diags "30 days ago")))
           (line (line-number-at-pos (flymake-diagnostic-beg diag))))
      (ts-put 'diagnostics (length (flymake-diagnostics)))
      (when (ts-diags "[missing-bounds]")
        (error "missing-bounds is reported although the workspace configuration turns it off"))
      (ts-put 'diagnostic (flymake-diagnostic-text diag))
      (unless (= line 8) (error "the finding on `since' is on line %d, want 8" line))

      (setq ts-step "hover")
      (goto-char (point-min))
      (search-forward "\"banking_tx_history\"")
      (backward-char 3)
      (let* ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)))
             (contents (plist-get hover :contents))
             (text (if (stringp contents) contents (plist-get contents :value))))
        (unless (and text (string-match-p "```json" text) (string-match-p "\"inputSchema\"" text)
                     (string-match-p "\"name\": \"banking_tx_history\"" text))
          (error "hover on the tool's name gives no wire JSON: %S" text))
        (ts-put 'hover_chars (length text)))

      (setq ts-step "code action")
      (let* ((actions (eglot-code-actions (flymake-diagnostic-beg diag) (flymake-diagnostic-end diag)))
             (fix (cl-find-if (lambda (a) (and (equal (plist-get a :kind) "quickfix")
                                               (plist-get a :isPreferred) (plist-get a :edit)))
                              actions)))
        (ts-put 'code_actions (vconcat (mapcar (lambda (a) (plist-get a :title)) actions)))
        (unless fix (error "no preferred quick fix among %S" (mapcar (lambda (a) (plist-get a :title)) actions)))

        (setq ts-step "apply fix")
        (if (fboundp 'eglot-execute)    ; eglot >= 1.15
            (eglot-execute server fix)
          (eglot--apply-workspace-edit (plist-get fix :edit)))
        (let ((after (save-excursion (goto-char (point-min)) (forward-line 7)
                                     (buffer-substring-no-properties (point) (line-end-position)))))
          (ts-put 'fixed_line after)
          (let ((d (string-match-p (regexp-quote ".describe(\"YYYY-MM-DD; the default is 30 days ago\")") after))
                (o (string-match-p (regexp-quote ".optional()") after)))
            (unless (and d o (< d o)) (error "the fix did not move .describe before .optional(): %s" after))))

        (setq ts-step "diagnostic clears")
        (ts-wait "the finding on `since' to clear after the edit"
                 (lambda () (and (null (ts-diags "30 days ago")) (ts-diags "the default is today"))))
        (ts-put 'diagnostics_after (length (flymake-diagnostics)))))))

(let (ok err)
  (condition-case e
      (progn (ts-run) (setq ok t))
    (error (setq err (error-message-string e))))
  (ts-put 'ok (if ok t :json-false))
  (unless ok (ts-put 'failed_step ts-step) (ts-put 'error err))
  (ts-put 'emacs emacs-version)
  (ts-put 'eglot (or (ignore-errors (package-version-join (package-desc-version (cadr (assq 'eglot package-alist)))))
                     (ignore-errors (package-version-join (alist-get 'eglot package--builtin-versions)))
                     "unknown"))
  (with-temp-file ts-out (insert (json-encode ts-results)))
  (princ (if ok "PASS\n" (format "FAIL at step '%s': %s\n" ts-step err)))
  (ignore-errors (eglot-shutdown (eglot-current-server)))
  (kill-emacs (if ok 0 1)))
