// What a cloud lab runs on, from the server's configuration (docs/product/cloud-labs.md#configuration).
import { LAB_EXTENSION_MINUTES, LAB_SESSION_MINUTES } from "~/engine/labs";

interface LabEnvironment {
  minutes: number;
  extensionMinutes: number;
  /** the sentence the lab page shows about what the lab runs on */
  runsOn: string;
}

function minutes(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 && n <= 240 ? n : fallback;
}

export function labEnvironment(): LabEnvironment {
  return {
    minutes: minutes("LAB_SESSION_MINUTES", LAB_SESSION_MINUTES),
    extensionMinutes: minutes("LAB_EXTENSION_MINUTES", LAB_EXTENSION_MINUTES),
    runsOn:
      "This lab does not use an AWS account. It runs on Codelift's own server: S3 is s3rver and DynamoDB is dynalite, open-source servers that speak the AWS protocols, started for your session only and removed when it ends. Your commands are the real AWS CLI (version 2, from Debian), run in a sandbox that can reach these two services and nothing else.",
  };
}
