import type { SeedCourse } from "./types";

export const kubernetesCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100012,
    slug: "kubernetes-for-developers",
    title: "Kubernetes for Developers",
    summary:
      "Deploy and operate containerised applications on Kubernetes: pods, deployments, services, configuration, health probes, resource limits, rolling updates and autoscaling.",
    category: "cloud-devops",
    tags: ["system-design"],
    difficulty: "advanced",
    isFree: false,
    isEarlyAccess: true,
    rank: 13,
    sections: [
      {
        title: "Core Objects",
        lessons: [
          {
            slug: "introduction-to-kubernetes",
            title: "Introduction to Kubernetes",
            summary: "Learn what problem Kubernetes solves, how its control loop works, and set up a local cluster with kind and kubectl.",
            minutes: 9,
            body: `## Beyond a single machine

Docker runs containers on one host. Production needs more: spread replicas over several machines, restart them when they crash, move them when a machine dies, route traffic only to healthy instances, and roll out new versions without downtime. **Kubernetes** is a container orchestrator that does all of this.

## Declarative, not imperative

You do not tell Kubernetes "start three containers". You submit a description of the **desired state**, "there should be three replicas of \`shop-api:1.4.0\`", and controllers run a continuous loop:

1. Observe the actual state of the cluster.
2. Compare it with the desired state.
3. Act to close the gap: start a pod, stop one, reschedule one.

If a node dies and takes a replica with it, nobody has to react: the next loop iteration notices two replicas instead of three and starts one elsewhere. This *reconciliation* is the key idea behind everything in this course.

## Architecture in one table

| Component | Runs on | Job |
| --- | --- | --- |
| API server | control plane | the front door; every client and component talks to it |
| etcd | control plane | consistent key-value store holding the cluster state |
| scheduler | control plane | chooses a node for each new pod |
| controller manager | control plane | runs the reconciliation loops |
| kubelet | every node | starts and monitors the containers assigned to its node |
| kube-proxy / CNI plugin | every node | pod networking and service routing |

Managed offerings such as GKE, EKS and AKS run the control plane for you; you only pay attention to your workloads.

## A local cluster

\`kind\` ("Kubernetes in Docker") runs a complete cluster inside Docker containers, perfect for learning:

\`\`\`bash
# install kind and kubectl first (e.g. brew install kind kubectl)
kind create cluster --name dev
kubectl cluster-info
kubectl get nodes
\`\`\`

## kubectl basics

\`kubectl\` is the command-line client for the API server:

\`\`\`bash
kubectl get pods                          # list pods in the current namespace
kubectl get pods -A                       # in all namespaces, including system pods
kubectl describe pods -l app=shop-api     # details and recent events: start here when debugging
kubectl logs -l app=shop-api -f --prefix  # follow the output of matching pods
kubectl apply -f deployment.yaml          # create or update objects from a file
kubectl delete -f deployment.yaml
kubectl explain deployment.spec.strategy  # built-in documentation of every field
\`\`\`

## Manifests

Every Kubernetes object is described by a YAML manifest with the same four top-level fields:

\`\`\`yaml
apiVersion: v1          # API group and version of the object type
kind: Namespace         # the object type
metadata:
  name: shop            # name, plus optional labels and annotations
spec: {}                # the desired state; its shape depends on the kind
\`\`\`

Keep manifests in Git next to the application code and apply them from CI. The repository then becomes the source of truth for what runs in the cluster, which makes every change reviewable and revertible. This practice is often called GitOps.
`,
          },
          {
            slug: "pods-and-deployments",
            title: "Pods and Deployments",
            summary:
              "Understand pods as the unit of scheduling, and run replicated, self-healing applications with Deployments, labels and selectors.",
            minutes: 10,
            body: `## Pods

A **pod** is the smallest unit Kubernetes schedules: one or more containers that share a network namespace (they reach each other on \`localhost\`) and can share volumes. Most pods contain a single application container; a second "sidecar" container is used for helpers such as log shippers or proxies.

Pods are **ephemeral**. They are never repaired or moved; a failed pod is replaced by a new one with a new name and a new IP address. That is why you almost never create pods directly.

## Deployments

A **Deployment** declares how many replicas of a pod template should run, and manages their lifecycle: creating, replacing and updating them. We will deploy the \`shop-api\` image built in the Docker course. Load it into the kind cluster first, because kind nodes cannot see images in your local Docker:

\`\`\`bash
kind load docker-image shop-api:0.1.0 --name dev
\`\`\`

\`\`\`yaml
# deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: shop-api
  labels:
    app: shop-api
spec:
  replicas: 3
  selector:
    matchLabels:
      app: shop-api          # which pods this Deployment owns
  template:                  # the pod template
    metadata:
      labels:
        app: shop-api        # must match the selector
    spec:
      containers:
        - name: api
          image: shop-api:0.1.0
          ports:
            - containerPort: 3000
          env:
            - name: PORT
              value: "3000"
\`\`\`

\`\`\`bash
kubectl apply -f deployment.yaml
kubectl get deployments
kubectl get pods -l app=shop-api -o wide   # -l filters by label; -o wide shows node and IP
\`\`\`

## Labels and selectors

Labels are key-value pairs attached to objects; selectors query them. They are the glue of Kubernetes: a Deployment finds its pods by label, a Service finds the pods to send traffic to by label, and you filter \`kubectl\` output by label. Adopt a consistent scheme such as \`app\`, \`component\` and \`environment\`.

## Self-healing in action

\`\`\`bash
kubectl delete pod -l app=shop-api --wait=false   # delete all three pods
kubectl get pods -l app=shop-api -w               # watch replacements appear
\`\`\`

Within seconds the Deployment's ReplicaSet notices zero running pods instead of three and creates new ones. Scaling is the same mechanism with a different desired number:

\`\`\`bash
kubectl scale deployment shop-api --replicas=5
\`\`\`

Running \`kubectl scale\` by hand means the cluster no longer matches the YAML in Git, and the next \`kubectl apply\` reverts it. Prefer editing the manifest and applying it.

## The ownership chain

| Object | Owns | Responsibility |
| --- | --- | --- |
| Deployment | ReplicaSets | rollouts and rollbacks between versions |
| ReplicaSet | Pods | keeps exactly N pods of one version running |
| Pod | containers | runs the processes on a node |

## Debugging pods that will not start

| Status | Usual cause | Look at |
| --- | --- | --- |
| \`Pending\` | no node has enough free CPU or memory | \`kubectl describe pod\` events |
| \`ImagePullBackOff\` | wrong image name or tag, or missing registry credentials | image field, \`kind load\` |
| \`CrashLoopBackOff\` | the container starts and exits repeatedly | \`kubectl logs <pod> --previous\` |
| \`Running\` but not ready | failing readiness probe | probe configuration |

\`kubectl describe\` and \`kubectl logs --previous\` (the logs of the crashed instance) solve the large majority of start-up problems.
`,
          },
          {
            slug: "services-and-ingress",
            title: "Services and Ingress",
            summary: "Give a set of pods a stable address with a Service, use cluster DNS, and route external HTTP traffic with an Ingress.",
            minutes: 10,
            body: `## Why pods need a Service

Pods come and go, and each new pod gets a new IP address. Clients need a stable address that always routes to the currently healthy pods. A **Service** provides exactly that: a fixed virtual IP and DNS name that load-balances across all ready pods matching its selector.

\`\`\`yaml
# service.yaml
apiVersion: v1
kind: Service
metadata:
  name: shop-api
spec:
  selector:
    app: shop-api        # route to pods with this label
  ports:
    - name: http
      port: 80           # the port clients connect to
      targetPort: 3000   # the port the container listens on
\`\`\`

\`\`\`bash
kubectl apply -f service.yaml
kubectl get service shop-api
kubectl get endpointslices -l kubernetes.io/service-name=shop-api   # the pod IPs behind it
\`\`\`

## Cluster DNS

Every Service gets a DNS name. From a pod in the same namespace, \`http://shop-api\` works; from another namespace, use \`http://shop-api.shop\` or the fully qualified \`shop-api.shop.svc.cluster.local\`. Try it from a throwaway pod:

\`\`\`bash
kubectl run curl --rm -it --image=curlimages/curl --restart=Never -- \\
  curl -s http://shop-api/health
\`\`\`

## Service types

| Type | Reachable from | Typical use |
| --- | --- | --- |
| \`ClusterIP\` (default) | inside the cluster only | internal APIs, databases |
| \`NodePort\` | a high port on every node | quick experiments, bare-metal setups |
| \`LoadBalancer\` | an external load balancer provisioned by the cloud | exposing a TCP service directly |
| \`ExternalName\` | DNS alias to an outside host | pointing at a managed database |

## Reaching a service during development

\`\`\`bash
kubectl port-forward service/shop-api 8080:80
curl http://localhost:8080/
\`\`\`

\`port-forward\` tunnels through the API server to your machine. It is a debugging tool, not a way to serve real traffic.

## Ingress: HTTP routing

Giving every service its own cloud load balancer is expensive. An **Ingress** describes HTTP routing rules (hosts, paths, TLS) for many services behind one entry point. The rules are implemented by an **ingress controller** that you install in the cluster, such as ingress-nginx or Traefik; cloud providers offer their own.

\`\`\`yaml
# ingress.yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: shop
spec:
  ingressClassName: nginx
  tls:
    - hosts: ["shop.example.com"]
      secretName: shop-tls          # certificate stored as a Secret
  rules:
    - host: shop.example.com
      http:
        paths:
          - path: /api
            pathType: Prefix
            backend:
              service:
                name: shop-api
                port:
                  number: 80
          - path: /
            pathType: Prefix
            backend:
              service:
                name: shop-web
                port:
                  number: 80
\`\`\`

Requests to \`shop.example.com/api/...\` reach the API pods and everything else reaches the web front end. Tools such as cert-manager can obtain and renew the TLS certificate automatically. The newer **Gateway API** (\`Gateway\` and \`HTTPRoute\` objects) is the more expressive successor to Ingress and is worth learning once the basics are familiar.

## Traffic only goes to ready pods

A Service routes only to pods that are **ready**. Combined with readiness probes, covered later in this course, that is what keeps users from hitting a pod that is still starting or temporarily unable to serve.
`,
          },
        ],
      },
      {
        title: "Running in Production",
        lessons: [
          {
            slug: "configmaps-and-secrets",
            title: "ConfigMaps and Secrets",
            summary:
              "Keep configuration out of images with ConfigMaps and Secrets, inject it as environment variables or files, and understand what Secrets do and do not protect.",
            minutes: 9,
            body: `## Same image, different configuration

Following the build-once principle from the Docker course, one image runs in every environment, and configuration is supplied by the environment. Kubernetes stores non-sensitive configuration in **ConfigMaps** and sensitive values in **Secrets**.

\`\`\`yaml
# config.yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: shop-api-config
data:
  LOG_LEVEL: info
  FEATURE_DISCOUNTS: "true"
  pricing.json: |
    { "currency": "EUR", "vatRate": 0.19 }
---
apiVersion: v1
kind: Secret
metadata:
  name: shop-api-secrets
type: Opaque
stringData:                     # plain text here; stored base64-encoded
  DATABASE_URL: postgres://shop:change-me@db:5432/shop
\`\`\`

In practice you would not commit the Secret with a real value; create it from the command line or, better, from a secrets manager (see below):

\`\`\`bash
kubectl create secret generic shop-api-secrets \\
  --from-literal=DATABASE_URL='postgres://shop:s3cret@db:5432/shop'
\`\`\`

## Using them in a pod

Add this to the container in the Deployment from the previous lessons:

\`\`\`yaml
      containers:
        - name: api
          image: shop-api:0.1.0
          envFrom:
            - configMapRef:
                name: shop-api-config     # every key becomes an env variable
          env:
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  name: shop-api-secrets
                  key: DATABASE_URL
          volumeMounts:
            - name: pricing
              mountPath: /etc/shop        # pricing.json appears as /etc/shop/pricing.json
              readOnly: true
      volumes:
        - name: pricing
          configMap:
            name: shop-api-config
            items:
              - key: pricing.json
                path: pricing.json
\`\`\`

| Injection method | Pros | Cons |
| --- | --- | --- |
| environment variables | simple; every language supports them | fixed when the container starts |
| mounted files | updated in place when the ConfigMap changes (after a short delay) | the app must re-read the file |

Environment variables are **not** updated when you change a ConfigMap. Trigger a new rollout with \`kubectl rollout restart deployment/shop-api\`, or include a hash of the configuration in a pod annotation so that every configuration change causes a rollout automatically (Helm and Kustomize can do this for you).

## What Secrets really protect

Base64 is an encoding, not encryption: anyone who can read the Secret object can decode it with \`base64 -d\`. Real protection comes from:

- **RBAC**: restrict who and which service accounts can \`get\` Secrets in each namespace.
- **Encryption at rest** for etcd, enabled by default on most managed clusters.
- Keeping Secret values out of Git: use an external secrets manager (AWS Secrets Manager, Google Secret Manager, HashiCorp Vault) synchronised by a tool such as External Secrets Operator, or encrypt them in Git with Sealed Secrets or SOPS.

## Namespaces for environments

Namespaces partition a cluster. Names only need to be unique within a namespace, so \`shop-api-config\` can exist in \`staging\` and \`production\` with different contents:

\`\`\`bash
kubectl create namespace staging
kubectl apply -f config.yaml -n staging
kubectl config set-context --current --namespace=staging   # make it the default
\`\`\`

Many teams use separate clusters for production for stronger isolation, and namespaces per team or per environment within non-production clusters.
`,
          },
          {
            slug: "health-probes-and-resources",
            title: "Health Probes and Resource Limits",
            summary:
              "Tell Kubernetes when a container is alive and ready with probes, and set CPU and memory requests and limits to keep the cluster stable.",
            minutes: 11,
            body: `## Running is not the same as working

A process can be running and still useless: deadlocked, still warming its caches, or unable to reach its database. Kubernetes cannot know unless you tell it, which is what **probes** are for.

| Probe | Question | On failure |
| --- | --- | --- |
| \`startupProbe\` | has the app finished starting? | other probes wait; after too many failures, restart |
| \`readinessProbe\` | can it serve traffic right now? | removed from Service endpoints, **not** restarted |
| \`livenessProbe\` | is it hopelessly stuck? | container is **restarted** |

\`\`\`yaml
      containers:
        - name: api
          image: shop-api:0.1.0
          ports:
            - containerPort: 3000
          startupProbe:
            httpGet: { path: /healthz, port: 3000 }
            periodSeconds: 2
            failureThreshold: 30        # allow up to 60 s to start
          readinessProbe:
            httpGet: { path: /ready, port: 3000 }
            periodSeconds: 5
            failureThreshold: 2
          livenessProbe:
            httpGet: { path: /healthz, port: 3000 }
            periodSeconds: 10
            failureThreshold: 3
\`\`\`

## Designing health endpoints

- **Liveness** should check only the process itself: can it answer an HTTP request at all? Never check the database in a liveness probe. If the database goes down, every pod fails liveness, Kubernetes restarts them all, and a database outage turns into a full application outage with cold caches on recovery.
- **Readiness** may check critical dependencies and should fail while the app is starting up or shutting down.
- Keep probe endpoints cheap and fast; they are called constantly.

## Requests and limits

\`\`\`yaml
          resources:
            requests:
              cpu: 250m        # a quarter of a CPU core
              memory: 256Mi
            limits:
              memory: 512Mi
\`\`\`

- **Requests** are what the scheduler reserves: a pod is only placed on a node with that much unreserved capacity. Requests that are too low overpack nodes; too high wastes money.
- A **memory limit** is a hard ceiling. A container that exceeds it is killed (\`OOMKilled\`, exit code 137) and restarted.
- A **CPU limit** throttles the container rather than killing it. Throttling causes latency spikes that are hard to diagnose, so many teams set CPU requests but no CPU limit, and always set a memory limit.

## Quality of service

Requests and limits together determine what gets evicted first when a node runs short of memory:

| QoS class | Condition | Eviction order |
| --- | --- | --- |
| \`Guaranteed\` | requests equal limits for CPU and memory in every container | last |
| \`Burstable\` | some requests set | middle |
| \`BestEffort\` | nothing set | first |

## Finding the right numbers

\`\`\`bash
kubectl top pods -l app=shop-api                           # needs metrics-server
kubectl get pods -l app=shop-api \\
  -o jsonpath='{range .items[*]}{.metadata.name}: {.status.containerStatuses[0].lastState}{"\\n"}{end}'
kubectl describe pods -l app=shop-api | grep -A3 "Last State"   # look for OOMKilled
\`\`\`

Start from what you measure under realistic load: set the memory request near typical usage and the limit with headroom above the peak. Revisit the numbers after major releases. A Java or Node.js runtime also needs to know its memory budget; for example, pass \`--max-old-space-size\` to Node.js so the garbage collector works before the kernel's OOM killer does.
`,
          },
          {
            slug: "rolling-updates-and-autoscaling",
            title: "Rolling Updates, Rollbacks and Autoscaling",
            summary:
              "Ship new versions without downtime, roll back quickly when something breaks, and scale pods automatically with the Horizontal Pod Autoscaler.",
            minutes: 10,
            body: `## Rolling updates

Changing the pod template of a Deployment, usually the image tag, starts a **rolling update**: a new ReplicaSet is scaled up while the old one is scaled down, a few pods at a time, and only pods that pass their readiness probe receive traffic.

\`\`\`yaml
spec:
  replicas: 4
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1          # at most 1 pod above the desired count during the update
      maxUnavailable: 0    # never go below 4 ready pods
  minReadySeconds: 10      # a new pod must stay ready for 10 s before it counts
\`\`\`

\`\`\`bash
kubectl set image deployment/shop-api api=shop-api:0.2.0   # or edit the YAML and apply
kubectl rollout status deployment/shop-api                 # waits; non-zero exit on failure
kubectl rollout history deployment/shop-api
\`\`\`

\`maxUnavailable: 0\` with \`maxSurge: 1\` is the safest setting: capacity never drops, at the cost of a slower rollout and one extra pod's worth of resources. If the new version never becomes ready, the rollout stalls with the old pods still serving, and no user is affected.

## Rolling back

\`\`\`bash
kubectl rollout undo deployment/shop-api                   # back to the previous revision
kubectl rollout undo deployment/shop-api --to-revision=3
\`\`\`

A rollback is just another rolling update, to the previous pod template, which Deployments keep around (\`revisionHistoryLimit\`, 10 by default). Remember to fix the manifest in Git as well, or the next deployment from CI will roll forward to the broken version again.

## Graceful shutdown

During an update, old pods receive \`SIGTERM\`. At the same moment they are removed from the Service endpoints, but that removal takes a little while to reach every node. A well-behaved app:

1. keeps serving for a few seconds after \`SIGTERM\` (or uses a \`preStop\` hook with a short sleep) so in-flight routing catches up;
2. stops accepting new connections and finishes in-flight requests;
3. exits before \`terminationGracePeriodSeconds\` (30 s by default), after which it is killed.

Skipping this is the most common reason "zero-downtime" deployments still produce a burst of 502 errors.

## Horizontal Pod Autoscaler

The **HPA** adjusts \`replicas\` based on observed metrics. It needs the metrics-server add-on (\`kubectl top\` works if it is installed) and CPU **requests** on the pods, because utilisation is measured relative to them.

\`\`\`yaml
# hpa.yaml
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: shop-api
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: shop-api
  minReplicas: 3
  maxReplicas: 20
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
\`\`\`

\`\`\`bash
kubectl apply -f hpa.yaml
kubectl get hpa shop-api --watch
\`\`\`

When average CPU across the pods exceeds 70% of their requests, the HPA adds replicas; when load drops, it removes them gradually. Remove the \`replicas\` field from the Deployment manifest once an HPA manages it, otherwise every \`kubectl apply\` resets the count.

## Scaling checklist

| Question | Why it matters |
| --- | --- |
| Is the app stateless? | any pod must be able to serve any request |
| Are CPU requests realistic? | HPA percentages are relative to them |
| Can the database handle 20 pods' connections? | use a connection pool or a proxy such as PgBouncer |
| Is there room in the cluster? | pair the HPA with a cluster autoscaler |
| Is a PodDisruptionBudget set? | keeps a minimum of pods up during node maintenance |
`,
          },
        ],
      },
    ],
  },
];
