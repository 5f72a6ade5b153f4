import type { SeedCourse } from "./types";

export const cloudDevopsCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100010,
    slug: "git-github-essentials",
    title: "Git and GitHub Essentials",
    summary:
      "Track your code with Git, undo mistakes safely, work with branches and merges, and collaborate through GitHub pull requests and code review.",
    category: "cloud-devops",
    tags: ["web-development"],
    difficulty: "beginner",
    isFree: true,
    isEarlyAccess: false,
    rank: 6,
    sections: [
      {
        title: "Git on Your Machine",
        lessons: [
          {
            slug: "introduction-to-git",
            title: "Introduction to Git",
            summary: "Configure Git, create a repository, and record changes with the edit, stage, commit cycle.",
            minutes: 8,
            body: `## Why version control?

Without version control, a project turns into \`report-final-v2-REALLY-final.docx\`. Git records snapshots of your project, called **commits**, so you can see what changed, when and why, go back to any earlier state, and work on several changes in parallel without them getting in each other's way. Almost every software team uses Git.

## One-time setup

\`\`\`bash
git --version                                  # check it is installed
git config --global user.name "Ada Lovelace"
git config --global user.email "ada@example.com"
git config --global init.defaultBranch main
\`\`\`

The name and email are stored in every commit you make. Use the email address of your GitHub account so commits are linked to your profile.

## Your first repository

\`\`\`bash
mkdir shop && cd shop
git init                           # creates the hidden .git folder
echo "# Shop" > README.md
git status                         # README.md is "untracked"
git add README.md                  # stage it
git commit -m "Add README"         # record the snapshot
git log --oneline                  # list commits
\`\`\`

## The three areas

Understanding where a change lives removes most of Git's mystery:

| Area | What it is | Move changes in with |
| --- | --- | --- |
| Working directory | the files you edit | your editor |
| Staging area (index) | the snapshot you are preparing | \`git add\` |
| Repository | the permanent history of commits | \`git commit\` |

The staging area lets you commit *part* of your work. If you fixed a bug and also started an unrelated refactor, stage only the bug fix (\`git add src/cart.js\`, or \`git add -p\` to pick individual chunks) and commit it on its own. Small, focused commits are easier to review, revert and understand later.

## Writing good commit messages

\`\`\`text
Fix rounding error in cart total

Prices were summed as floats, so three items at 0.10 showed 0.30000000000000004.
Store amounts in integer cents and format only for display.
\`\`\`

- A short summary line (about 50 characters) in the imperative: "Fix", "Add", "Remove", not "Fixed" or "Fixes".
- A blank line, then an explanation of **why** the change was needed. The diff already shows *what* changed.

## Ignoring files

Some files must never be committed: dependencies, build output, local secrets, editor settings. List them in a \`.gitignore\` file at the repository root:

\`\`\`text
node_modules/
dist/
.env
*.log
.DS_Store
\`\`\`

Commit the \`.gitignore\` itself. If a secret such as an API key was ever committed, adding it to \`.gitignore\` afterwards is not enough: it remains in history. Revoke the key and issue a new one.

## Daily commands

| Command | Use |
| --- | --- |
| \`git status\` | what has changed and what is staged; run it constantly |
| \`git diff\` | unstaged changes, line by line |
| \`git diff --staged\` | what the next commit will contain |
| \`git add <path>\` | stage changes |
| \`git commit -m "..."\` | record staged changes |
| \`git log --oneline --graph\` | compact history |
`,
          },
          {
            slug: "undoing-changes",
            title: "Inspecting History and Undoing Changes",
            summary: "Explore history with log, show and blame, and pick the right tool to undo a change: restore, amend, revert or reset.",
            minutes: 10,
            body: `## Looking at history

\`\`\`bash
git log --oneline --graph --decorate   # compact view with branches
git log -p -- src/cart.js              # every change to one file, with diffs
git log --author="Ada" --since="2 weeks ago"
git show a1b2c3d                       # one commit: message and diff
git blame src/cart.js                  # who last changed each line, and in which commit
\`\`\`

Every commit is identified by a hash such as \`a1b2c3d4...\`; the first seven characters are usually enough. \`HEAD\` means "the commit you have checked out", and \`HEAD~1\` is its parent.

## Choosing the right undo

The right tool depends on *where* the mistake is and whether you have already shared it:

| Situation | Command |
| --- | --- |
| Discard edits to a file you have not staged | \`git restore app.js\` |
| Unstage a file but keep the edits | \`git restore --staged app.js\` |
| Fix the message or content of your last commit (not yet pushed) | \`git commit --amend\` |
| Undo a commit that is already pushed | \`git revert <hash>\` |
| Throw away local commits that were never pushed | \`git reset --hard <hash>\` (careful!) |

## Amending the last commit

Forgot to add a file, or made a typo in the message?

\`\`\`bash
git add forgotten-file.js
git commit --amend --no-edit          # add it to the previous commit
git commit --amend -m "Better message"
\`\`\`

Amending **replaces** the commit with a new one that has a different hash. That is fine for local commits but rewrites history for anyone who already pulled the old one.

## Reverting shared commits

\`git revert\` creates a **new** commit that applies the exact opposite of an earlier one. History is preserved and nobody else's repository is disturbed, which makes it the safe choice on shared branches:

\`\`\`bash
git revert 4e5f6a7                      # opens an editor for the message
git revert --no-edit 4e5f6a7            # accept the default message
\`\`\`

## Reset and its three modes

\`git reset <commit>\` moves the current branch back to \`<commit>\`. The mode decides what happens to the changes in the commits you "removed":

| Mode | Branch moves | Staging area | Working files |
| --- | --- | --- | --- |
| \`--soft\` | yes | keeps changes, staged | untouched |
| \`--mixed\` (default) | yes | reset, changes unstaged | untouched |
| \`--hard\` | yes | reset | **changes discarded** |

\`git reset --soft HEAD~3\` is a handy way to squash your last three local commits into one: the changes stay staged and you commit them again with a single message.

## The safety net: reflog

Git rarely loses committed work. Even after a bad \`reset --hard\`, the old commits still exist for a while, and \`git reflog\` lists every position \`HEAD\` has recently pointed to:

\`\`\`bash
git reflog
# 9c8b7a6 HEAD@{0}: reset: moving to HEAD~2
# 3d4e5f6 HEAD@{1}: commit: Add discount codes
git reset --hard 3d4e5f6                # back to before the mistake
\`\`\`

Uncommitted changes are the exception: \`git restore\` and \`git reset --hard\` delete them permanently. When in doubt, commit (or \`git stash\`) first; you can always tidy up history later.
`,
          },
          {
            slug: "branches-and-merging",
            title: "Branches and Merging",
            summary: "Create and switch branches, merge work back together, and resolve merge conflicts with confidence.",
            minutes: 10,
            body: `## What a branch really is

A branch is just a movable pointer to a commit. Creating one is instant and costs almost nothing, which is why Git workflows create a branch for every feature, bug fix and experiment. While you work on a branch, \`main\` stays stable and deployable.

\`\`\`bash
git switch -c feature/discount-codes   # create a branch and switch to it
# ...edit files, then:
git add .
git commit -m "Add discount code field to checkout"
git switch main                        # back to main; your files change accordingly
git branch                             # list local branches; * marks the current one
\`\`\`

\`git switch\` and \`git restore\` were introduced in Git 2.23 to split up the overloaded \`git checkout\`. You will still see \`git checkout -b\` in older documentation; it does the same as \`git switch -c\`.

## Merging

To bring the feature into \`main\`, switch to \`main\` and merge:

\`\`\`bash
git switch main
git merge feature/discount-codes
git branch -d feature/discount-codes   # delete the merged branch
\`\`\`

| Case | What Git does |
| --- | --- |
| \`main\` has not moved since you branched | **fast-forward**: simply moves the \`main\` pointer forward |
| both branches have new commits | creates a **merge commit** with two parents |
| both changed the same lines | stops with a **conflict** for you to resolve |

## Resolving a conflict

Suppose \`main\` changed the greeting in \`README.md\` to "Welcome to our shop" while your branch changed it to "Welcome to the best shop":

\`\`\`bash
git merge feature/greeting
# Auto-merging README.md
# CONFLICT (content): Merge conflict in README.md
# Automatic merge failed; fix conflicts and then commit the result.
\`\`\`

Git writes both versions into the file between conflict markers:

\`\`\`text
<<<<<<< HEAD
Welcome to our shop
=======
Welcome to the best shop
>>>>>>> feature/greeting
\`\`\`

The part above \`=======\` is the version on your current branch (\`HEAD\`); the part below comes from the branch being merged. Resolve it by editing the file into the version you actually want, which can be either side, both, or something new, and deleting all three marker lines. Then:

\`\`\`bash
git add README.md          # mark as resolved
git commit                 # completes the merge with a prepared message
\`\`\`

If things get confusing, \`git merge --abort\` returns you to the state before the merge, and you can start again.

## Keeping conflicts small

- Merge or rebase \`main\` into your branch regularly, so differences cannot pile up for weeks.
- Keep branches short-lived: a branch that lives for two days conflicts far less than one that lives for two months.
- Avoid mass reformatting in the same branch as real changes; do it in a separate commit that everyone merges quickly.
- Run the tests after resolving. A merge can be textually clean and still wrong, for example when one branch renamed a function that the other branch started calling.
`,
          },
        ],
      },
      {
        title: "Collaborating on GitHub",
        lessons: [
          {
            slug: "remotes-push-and-pull",
            title: "Remotes: Push, Fetch and Pull",
            summary: "Connect a local repository to GitHub, push branches, and keep in sync with teammates using fetch, pull and rebase.",
            minutes: 9,
            body: `## Local and remote repositories

Git is distributed: your local repository contains the full history and works offline. A **remote** is another copy of the repository, usually hosted on GitHub, that the team uses to exchange commits. By convention the main remote is called \`origin\`.

## Publishing a repository

Create an empty repository on GitHub (no README, so histories do not clash), then connect and push:

\`\`\`bash
git remote add origin git@github.com:your-name/shop.git
git remote -v                      # list remotes
git push -u origin main            # -u remembers origin/main as the upstream
\`\`\`

After the first \`push -u\`, a plain \`git push\` and \`git pull\` know where to go. Joining an existing project is a single command: \`git clone git@github.com:team/shop.git\` copies the repository and sets up \`origin\` for you.

## Authentication

GitHub no longer accepts account passwords for Git operations. Use either:

- **SSH keys**: generate one with \`ssh-keygen -t ed25519 -C "ada@example.com"\` and add the public key (\`~/.ssh/id_ed25519.pub\`) in GitHub's settings. Remote URLs look like \`git@github.com:owner/repo.git\`.
- **HTTPS with a credential helper**: the GitHub CLI sets this up with \`gh auth login\`. URLs look like \`https://github.com/owner/repo.git\`.

## fetch versus pull

\`\`\`bash
git fetch origin                   # download new commits; change nothing locally
git log --oneline main..origin/main   # what is new on the remote?
git pull                           # fetch + integrate into your current branch
\`\`\`

\`origin/main\` is a *remote-tracking branch*: your local record of where \`main\` was on \`origin\` at the last fetch. \`git fetch\` is always safe, so use it when you want to look before you integrate.

By default \`git pull\` merges, which creates a merge commit whenever both you and a teammate have committed. Many teams prefer rebasing your local commits on top of what was fetched, which keeps history linear:

\`\`\`bash
git pull --rebase
git config --global pull.rebase true     # make it the default
\`\`\`

## When a push is rejected

\`\`\`text
! [rejected]        main -> main (fetch first)
error: failed to push some refs to 'github.com:your-name/shop.git'
\`\`\`

Someone pushed commits you do not have yet. Git refuses to overwrite them. Pull (with rebase), run the tests, and push again. Do **not** reach for \`git push --force\` here: it would delete your teammate's commits from the remote.

## Working with branches on the remote

\`\`\`bash
git push -u origin feature/discount-codes   # publish a branch
git switch feature/login                    # creates a local branch tracking origin/feature/login
git fetch --prune                           # forget branches deleted on the remote
git push origin --delete feature/old-idea   # delete a remote branch
\`\`\`

A good habit: start each day, and each new branch, with \`git switch main && git pull\`, so that your work begins from the latest version of the code.
`,
          },
          {
            slug: "pull-requests-and-code-review",
            title: "Pull Requests and Code Review",
            summary: "Use the feature-branch workflow, open pull requests that are easy to review, and give and receive useful review feedback.",
            minutes: 9,
            body: `## The feature-branch workflow

Most teams on GitHub follow the same loop:

1. Update \`main\` and create a branch for one change.
2. Commit your work and push the branch.
3. Open a **pull request** (PR) asking to merge the branch into \`main\`.
4. Automated checks (tests, linters) run, and teammates review the code.
5. Address the feedback with more commits on the same branch; the PR updates automatically.
6. Once approved and green, merge the PR and delete the branch.

\`\`\`bash
git switch main && git pull
git switch -c fix/cart-rounding
# ...edit, test, commit...
git push -u origin fix/cart-rounding
gh pr create --title "Fix rounding error in cart total" --body-file pr.md
gh pr status            # checks and review state of your PRs
gh pr checkout 42       # check out a colleague's PR locally to try it
\`\`\`

\`gh\` is GitHub's official command-line tool; the same steps work in the web interface.

## Writing a PR that gets reviewed quickly

Reviewers are busy. A PR that is small and explains itself gets reviewed sooner and more thoroughly:

\`\`\`text
## What
Store cart amounts in integer cents instead of floats.

## Why
Customers saw totals like 0.30000000000000004 (issue #118).

## How to test
Add three items priced 0.10 to the cart; the total shows 0.30.

## Notes
Existing stored carts are converted by migration 0042.
\`\`\`

- **Keep it small.** Under about 400 changed lines, review quality stays high; above that, reviewers skim. Split large features into a series of PRs.
- Link the issue (\`Fixes #118\` closes it automatically on merge).
- Add screenshots for UI changes.
- Open a **draft PR** early if you want feedback on the direction before finishing.

## Reviewing well

| Do | Avoid |
| --- | --- |
| Ask questions: "What happens if the list is empty?" | Commands without reasons |
| Separate blocking issues from nits ("nit: naming") | Bikeshedding style a formatter could fix |
| Review the design and tests, not only the lines | Approving without reading |
| Reply within a working day | Letting PRs sit for a week |

As an author, answer every comment, either with a change or an explanation, and do not take feedback personally: the review is about the code.

## Protecting main

In the repository settings, add a **branch protection rule** (or ruleset) for \`main\`: require a pull request, at least one approval, and passing status checks before merging, and block force pushes. Then nobody, including you at 2 a.m., can break \`main\` by accident.

## Merge strategies

GitHub offers three buttons. **Merge commit** keeps every commit plus a merge commit. **Squash and merge** combines the PR into one commit on \`main\`, giving one readable commit per change. **Rebase and merge** replays the commits linearly. Squash is a popular default because it lets contributors commit freely on their branch while \`main\` stays clean.
`,
          },
          {
            slug: "rebase-and-clean-history",
            title: "Rebasing and Cleaning Up History",
            summary: "Update a branch with rebase, tidy commits with interactive rebase, and force-push safely with --force-with-lease.",
            minutes: 10,
            body: `## What rebase does

While you worked on \`feature/search\`, others merged new commits into \`main\`. A merge would tie the two histories together with a merge commit. **Rebase** instead replays your commits, one by one, on top of the new \`main\`, as if you had started your branch today:

\`\`\`bash
git switch feature/search
git fetch origin
git rebase origin/main
\`\`\`

\`\`\`text
Before:                         After rebase:
main:     A---B---C             main:     A---B---C
               \\                                   \\
feature:        D---E           feature:            D'---E'
\`\`\`

\`D'\` and \`E'\` contain the same changes as \`D\` and \`E\` but are **new commits** with new hashes, because their parent changed.

If a replayed commit conflicts, Git pauses. Fix the files, \`git add\` them, and run \`git rebase --continue\`. \`git rebase --abort\` returns everything to how it was before.

## The golden rule

> Never rebase commits that other people have based work on.

Rebasing rewrites history. On your own feature branch that is fine; on \`main\` or on a branch a colleague has pulled, it leaves them with commits that no longer exist on the remote and a painful clean-up.

## Interactive rebase

Before opening a pull request, you may want to turn "WIP", "fix typo" and "really fix it" into a coherent story. Interactive rebase lets you edit the last few commits:

\`\`\`bash
git rebase -i HEAD~4
\`\`\`

Git opens an editor with one line per commit, oldest first. Change the word at the start of each line:

\`\`\`text
pick 1a2b3c4 Add search endpoint
squash 5d6e7f8 WIP
pick 9a8b7c6 Add search box to header
fixup 3c2d1e0 Fix typo in placeholder
\`\`\`

| Command | Effect |
| --- | --- |
| \`pick\` | keep the commit as is |
| \`reword\` | keep it, but edit the message |
| \`squash\` | merge into the previous commit and combine messages |
| \`fixup\` | merge into the previous commit and discard this message |
| \`drop\` | remove the commit |
| (reorder lines) | reorder commits |

A workflow that pairs nicely with this: when you notice a mistake in an earlier commit, commit the fix with \`git commit --fixup <hash>\`, then run \`git rebase -i --autosquash origin/main\` and Git arranges the fixups for you.

## Pushing rewritten history

Your rebased branch no longer matches the one on GitHub, so a normal push is rejected. Force-push, but safely:

\`\`\`bash
git push --force-with-lease
\`\`\`

\`--force-with-lease\` refuses to overwrite the remote branch if it contains commits you have not fetched, for example a fix a reviewer pushed to your PR branch. Plain \`--force\` would silently destroy them.

## Merge or rebase?

Both are valid; teams pick a convention. A common one: **rebase** your own feature branch onto \`main\` to stay current and clean up before review, and **merge** (often squash-merge) pull requests into \`main\`. Whatever you choose, \`git reflog\` can rescue you from a rebase that went wrong.
`,
          },
        ],
      },
    ],
  },
  {
    authorId: 4831,
    collectionId: 100011,
    slug: "docker-and-containers",
    title: "Docker and Containers",
    summary:
      "Package applications as Docker images, write efficient Dockerfiles with multi-stage builds, manage data and configuration, and run multi-service apps with Docker Compose.",
    category: "cloud-devops",
    tags: ["system-design"],
    difficulty: "intermediate",
    isFree: false,
    isEarlyAccess: false,
    rank: 9,
    sections: [
      {
        title: "Images and Containers",
        lessons: [
          {
            slug: "introduction-to-containers",
            title: "Introduction to Containers",
            summary: "Understand what containers are and how they differ from virtual machines, and run, inspect and stop your first containers.",
            minutes: 8,
            body: `## "It works on my machine"

An application depends on much more than its own code: a language runtime of a specific version, system libraries, configuration files, environment variables. A **container image** packages all of that into one artefact, and a **container** is a running instance of an image. The same image runs identically on your laptop, in CI and in production.

## Containers versus virtual machines

| | Virtual machine | Container |
| --- | --- | --- |
| Isolation | full guest operating system on a hypervisor | processes isolated by the host kernel |
| Start-up time | tens of seconds | well under a second |
| Size | gigabytes | megabytes |
| Kernel | its own | shared with the host |

A container is an ordinary Linux process that the kernel isolates using *namespaces* (its own view of the file system, process IDs and network) and limits using *cgroups* (CPU and memory). On macOS and Windows, Docker Desktop runs a small Linux VM behind the scenes to provide that kernel.

## Running containers

\`\`\`bash
docker run --rm hello-world                    # pull the image and run it once
docker run -d --name web -p 8080:80 nginx:1.27 # run a web server in the background
curl http://localhost:8080                     # served from inside the container
docker ps                                      # running containers
docker logs -f web                             # follow its output (Ctrl+C to stop following)
docker exec -it web sh                         # open a shell inside it
docker stop web && docker rm web               # stop and remove it
\`\`\`

| Flag | Meaning |
| --- | --- |
| \`-d\` | detached: run in the background |
| \`--name web\` | a name to use instead of the generated ID |
| \`-p 8080:80\` | publish container port 80 on host port 8080 |
| \`--rm\` | delete the container when it exits |
| \`-it\` | interactive with a terminal, for shells |
| \`-e KEY=value\` | set an environment variable |

## Images, tags and registries

\`nginx:1.27\` names an image (\`nginx\`) and a tag (\`1.27\`). Images are downloaded from a **registry**, Docker Hub by default; others include GitHub Container Registry (\`ghcr.io\`) and the registries of each cloud provider.

Pin versions. \`nginx:latest\` means "whatever was pushed most recently", so the same command can give you a different server next month. For fully reproducible deployments, pin the digest: \`nginx:1.27@sha256:...\`.

## Containers are disposable

Anything a container writes to its own file system disappears when the container is removed. This is a feature: you never patch a running container; you build a new image and replace the container. Data that must survive, such as database files, goes into **volumes**, covered later in this course.

\`\`\`bash
docker images          # images stored locally
docker system df       # disk space used by images, containers and volumes
docker system prune    # remove stopped containers, unused networks and dangling images
\`\`\`
`,
          },
          {
            slug: "writing-dockerfiles",
            title: "Writing Dockerfiles",
            summary: "Build your own image from a Dockerfile, order instructions to make the most of the layer cache and keep secrets out of images.",
            minutes: 10,
            body: `## From source code to image

A **Dockerfile** is a recipe: a base image plus a list of steps. Here is one for a small Node.js API. The project contains \`package.json\`, \`package-lock.json\` and \`server.js\`:

\`\`\`javascript
// server.js
import http from "node:http";

const port = Number(process.env.PORT ?? 3000);
const server = http.createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ ok: true, path: req.url }));
});
server.listen(port, () => console.log(\`listening on \${port}\`));

process.on("SIGTERM", () => server.close(() => process.exit(0)));
\`\`\`

\`\`\`dockerfile
FROM node:22-slim

WORKDIR /app

# 1. Dependencies first: this layer is rebuilt only when the lockfile changes
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# 2. Then the application code, which changes on every commit
COPY . .

ENV NODE_ENV=production PORT=3000
EXPOSE 3000
USER node
CMD ["node", "server.js"]
\`\`\`

\`\`\`bash
docker build -t shop-api:0.1.0 .
docker run --rm -p 3000:3000 shop-api:0.1.0
\`\`\`

## Instructions you will use most

| Instruction | Purpose |
| --- | --- |
| \`FROM\` | base image to start from |
| \`WORKDIR\` | working directory for the following steps and at run time |
| \`COPY\` | copy files from the build context into the image |
| \`RUN\` | run a command at build time, creating a new layer |
| \`ENV\` | set environment variables |
| \`EXPOSE\` | document the port the app listens on |
| \`USER\` | run as this user instead of root |
| \`CMD\` | default command when a container starts |

## Layers and the build cache

Each instruction produces a **layer**. When you rebuild, Docker reuses cached layers until it reaches the first instruction whose inputs changed, and rebuilds everything from there on. That is why the Dockerfile copies the package files and installs dependencies *before* copying the source code: editing \`server.js\` invalidates only the last \`COPY\`, and the slow \`npm ci\` step comes from cache. Reversing the order would reinstall every dependency on every code change.

## .dockerignore

\`COPY . .\` copies the whole build context. Exclude what does not belong in the image, both for speed and for safety:

\`\`\`text
node_modules
.git
.env
*.log
Dockerfile
\`\`\`

Without it, your local \`node_modules\` (possibly built for another operating system) and your \`.env\` file with real credentials end up inside the image.

## Exec form and signals

Write \`CMD\` in the JSON *exec form*, \`["node", "server.js"]\`. The shell form, \`CMD node server.js\`, starts \`/bin/sh\` as process 1, which does not forward \`SIGTERM\` to Node. Then \`docker stop\` waits ten seconds and kills the process, and in-flight requests are cut off instead of finishing gracefully, which is what the \`SIGTERM\` handler in \`server.js\` is for.

## Never bake secrets into images

Anyone who can pull an image can read every layer, including files you deleted in a later step. Pass secrets at run time as environment variables or mounted files, and use \`RUN --mount=type=secret\` for secrets needed during the build, such as a token for a private package registry.
`,
          },
          {
            slug: "multi-stage-builds",
            title: "Multi-Stage Builds and Small Images",
            summary: "Separate build tools from the runtime image with multi-stage builds, choose a base image, and run as a non-root user.",
            minutes: 9,
            body: `## Why image size matters

Smaller images pull faster, which speeds up deployments and autoscaling, cost less to store, and contain fewer packages that can have vulnerabilities. A compiler, a package manager or a shell is dead weight in production, and potentially useful to an attacker.

## Multi-stage builds

A Dockerfile can have several \`FROM\` stages. Early stages contain the full toolchain to build the application; the final stage copies in only the result. Here is a Go service:

\`\`\`go
// main.go
package main

import (
    "fmt"
    "log"
    "net/http"
)

func main() {
    http.HandleFunc("/health", func(w http.ResponseWriter, r *http.Request) {
        fmt.Fprintln(w, "ok")
    })
    log.Fatal(http.ListenAndServe(":8080", nil))
}
\`\`\`

\`\`\`dockerfile
# ---- build stage: full Go toolchain (about 800 MB) ----
FROM golang:1.23 AS build
WORKDIR /src
COPY go.mod ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/server .

# ---- runtime stage: just the binary ----
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/server /server
EXPOSE 8080
USER nonroot:nonroot
ENTRYPOINT ["/server"]
\`\`\`

\`\`\`bash
go mod init example.com/health     # once, to create go.mod
docker build -t health:1.0 .
docker images health               # roughly 10 MB instead of hundreds
docker run --rm -p 8080:8080 health:1.0
\`\`\`

\`CGO_ENABLED=0\` produces a statically linked binary that needs no C library, so it runs on a minimal base image. If your module has dependencies, copy \`go.sum\` along with \`go.mod\` so \`go mod download\` can be cached as its own layer.

## Choosing a base image

| Base | Typical size | Good for |
| --- | --- | --- |
| \`debian\` / \`ubuntu\` | 75–120 MB | when you need many system packages |
| \`node:22-slim\`, \`python:3.12-slim\` | 50–200 MB | interpreted languages; Debian-based and widely compatible |
| \`alpine\` | about 8 MB | small, but uses musl libc, which occasionally breaks native extensions |
| \`distroless\` | 2–25 MB | runtime only: no shell, no package manager |
| \`scratch\` | 0 MB | static binaries that need nothing at all |

The same pattern works for interpreted languages: build wheels or \`node_modules\` (including native modules and build tools) in one stage, then copy only the installed packages and source code into a \`-slim\` runtime stage.

## Run as a non-root user

By default, processes in a container run as \`root\`. Container isolation is good but not perfect, and a root process that escapes is root on the host. Add a \`USER\` instruction: official images often include an unprivileged user (\`node\` in Node images, \`nonroot\` in distroless images), or create one with \`RUN useradd --system --uid 10001 app\`.

## Scanning images

Base images collect known vulnerabilities over time. Scan your images in CI, for example with \`docker scout cves health:1.0\` or the open-source Trivy (\`trivy image health:1.0\`), and rebuild regularly so you pick up patched base images even when your own code has not changed.
`,
          },
        ],
      },
      {
        title: "Running Applications",
        lessons: [
          {
            slug: "volumes-and-configuration",
            title: "Volumes, Networks and Configuration",
            summary:
              "Persist data with volumes, share code with bind mounts, connect containers over user-defined networks and configure them with environment variables.",
            minutes: 10,
            body: `## Where data lives

A container's writable layer is deleted together with the container. Docker offers two ways to keep data outside it:

| Type | Syntax | Managed by | Use for |
| --- | --- | --- | --- |
| Named volume | \`-v pgdata:/var/lib/postgresql/data\` | Docker | databases and other persistent data |
| Bind mount | \`-v "$(pwd)":/app\` | you: a host folder | live-editing source code in development |

\`\`\`bash
docker volume create pgdata
docker run -d --name db \\
  -e POSTGRES_PASSWORD=devpassword \\
  -v pgdata:/var/lib/postgresql/data \\
  postgres:16

docker rm -f db                       # the container is gone...
docker run -d --name db \\
  -e POSTGRES_PASSWORD=devpassword \\
  -v pgdata:/var/lib/postgresql/data \\
  postgres:16                         # ...but the data is still there
docker volume ls
\`\`\`

Named volumes perform well on every platform, are easy to back up and survive container upgrades. Bind mounts map a host directory directly and are ideal when you want a running container to see code you edit on the host, but they depend on the host's directory layout and, on macOS and Windows, can be noticeably slower.

## Networking between containers

Containers on the same **user-defined network** can reach each other by container name, through Docker's built-in DNS:

\`\`\`bash
docker network create shopnet
docker run -d --name db --network shopnet -e POSTGRES_PASSWORD=devpassword postgres:16
docker run --rm --network shopnet -e PGPASSWORD=devpassword postgres:16 \\
  psql -h db -U postgres -c "SELECT version();"
\`\`\`

Note the difference between the two kinds of ports. Inside the network, the API connects to \`db:5432\` directly. Publishing with \`-p\` is only needed for access **from the host**, and a database that only your API uses should not be published at all.

## Configuration through the environment

Build one image and configure it differently per environment (development, staging, production) with environment variables, following the twelve-factor app approach:

\`\`\`bash
docker run -d --name api --network shopnet \\
  -e DATABASE_URL=postgres://postgres:devpassword@db:5432/postgres \\
  -e LOG_LEVEL=debug \\
  -p 3000:3000 shop-api:0.1.0

docker run --env-file .env.staging shop-api:0.1.0   # many variables from a file
\`\`\`

Read configuration once at start-up, validate it and fail fast with a clear message if something required is missing. A service that starts without \`DATABASE_URL\` and fails on the first request is much harder to diagnose.

## Secrets

Environment variables are convenient but visible to anyone who can run \`docker inspect\`, and they tend to leak into logs and crash reports. For production, prefer your platform's secret store (Docker Swarm secrets, Kubernetes Secrets, a cloud secrets manager) mounted as files, e.g. at \`/run/secrets/db_password\`. Many official images support a \`_FILE\` suffix for exactly this, such as \`POSTGRES_PASSWORD_FILE=/run/secrets/db_password\`.
`,
          },
          {
            slug: "docker-compose",
            title: "Multi-Container Apps with Docker Compose",
            summary:
              "Describe an application with its database and cache in one compose.yaml, start it with one command and wait for dependencies with health checks.",
            minutes: 10,
            body: `## One file for the whole stack

Starting an API, a database and a cache by hand means three long \`docker run\` commands with networks, volumes and variables that must all agree. **Docker Compose** describes the whole application declaratively in \`compose.yaml\`, and a single command brings it up.

\`\`\`yaml
# compose.yaml
services:
  api:
    build: .
    ports:
      - "3000:3000"
    environment:
      DATABASE_URL: postgres://shop:shop@db:5432/shop
      REDIS_URL: redis://cache:6379
    depends_on:
      db:
        condition: service_healthy
      cache:
        condition: service_started
    develop:
      watch:
        - action: sync
          path: ./src
          target: /app/src

  db:
    image: postgres:16
    environment:
      POSTGRES_USER: shop
      POSTGRES_PASSWORD: shop
      POSTGRES_DB: shop
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U shop -d shop"]
      interval: 5s
      timeout: 3s
      retries: 10

  cache:
    image: redis:7-alpine

volumes:
  pgdata:
\`\`\`

## What Compose does for you

- Creates a private network for the project; every service is reachable by its **service name** (\`db\`, \`cache\`), which is why \`DATABASE_URL\` uses \`@db:5432\`.
- Creates the named volume \`pgdata\`, so database contents survive \`docker compose down\`.
- Builds the \`api\` image from the local Dockerfile.
- Starts services in dependency order.

## Waiting for dependencies

A plain \`depends_on\` only waits until the database *container* has started, not until PostgreSQL accepts connections, which takes a few seconds. The \`healthcheck\` plus \`condition: service_healthy\` makes Compose wait until \`pg_isready\` succeeds. Your application should still retry its initial connection: in production, databases restart and networks blip.

## Everyday commands

\`\`\`bash
docker compose up -d              # build if needed and start everything in the background
docker compose ps                 # status and health of each service
docker compose logs -f api        # follow one service's logs
docker compose exec db psql -U shop   # a psql shell in the database container
docker compose up -d --build api  # rebuild and restart only the API
docker compose watch              # sync ./src into the container as you edit
docker compose down               # stop and remove containers and network
docker compose down -v            # ...and delete volumes: a clean database
\`\`\`

## Compose in your workflow

| Use | Verdict |
| --- | --- |
| Local development environment | excellent: a new teammate runs one command |
| Integration tests in CI | very good: real Postgres and Redis, thrown away afterwards |
| Single-server deployments | workable for small projects |
| Multi-server production with failover | use an orchestrator such as Kubernetes |

Keep the file in the repository next to the code. Variables can be substituted from a \`.env\` file (\`image: "postgres:\${PG_VERSION:-16}"\`), and a \`compose.override.yaml\`, merged automatically, is a good place for developer-only settings such as bind mounts and debug ports.
`,
          },
        ],
      },
    ],
  },
];
