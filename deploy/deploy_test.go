// Package deploy holds the files that run fleetlab's shards on a batch
// system (a Kubernetes Indexed Job, a Slurm job array) and the tests that
// check them: the manifest against the Kubernetes API types, the Slurm
// script with bash, played locally with a stand-in sbatch.
package deploy

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// manifests splits a file of YAML documents.
func manifests(t *testing.T, path string) [][]byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var docs [][]byte
	for _, d := range regexp.MustCompile(`(?m)^---\s*$`).Split(string(data), -1) {
		if strings.TrimSpace(regexp.MustCompile(`(?m)^#.*$`).ReplaceAllString(d, "")) != "" {
			docs = append(docs, []byte(d))
		}
	}
	return docs
}

// TestKubernetesManifest decodes every document of the manifest into the
// Kubernetes API type of its kind, refusing unknown fields, and checks
// that the pieces fit: an Indexed Job whose completions are the N of
// --shard /N, each pod writing its part to the shared volume by its
// index, and a merge Job on the same volume.
func TestKubernetesManifest(t *testing.T) {
	var jobs []*batchv1.Job
	var claims []*corev1.PersistentVolumeClaim
	for _, doc := range manifests(t, filepath.Join("kubernetes", "fleetlab-job.yaml")) {
		var meta struct{ APIVersion, Kind string }
		if err := yaml.Unmarshal(doc, &meta); err != nil {
			t.Fatal(err)
		}
		switch meta.Kind {
		case "Job":
			var j batchv1.Job
			if err := yaml.UnmarshalStrict(doc, &j); err != nil {
				t.Fatalf("a Job: %v", err)
			}
			jobs = append(jobs, &j)
		case "PersistentVolumeClaim":
			var c corev1.PersistentVolumeClaim
			if err := yaml.UnmarshalStrict(doc, &c); err != nil {
				t.Fatalf("a PersistentVolumeClaim: %v", err)
			}
			claims = append(claims, &c)
		default:
			t.Fatalf("unexpected kind %q (%s)", meta.Kind, meta.APIVersion)
		}
	}
	if len(jobs) != 2 || len(claims) != 1 {
		t.Fatalf("%d jobs and %d claims, want 2 and 1", len(jobs), len(claims))
	}
	shards, merge, claim := jobs[0], jobs[1], claims[0]
	if shards.Spec.CompletionMode == nil || *shards.Spec.CompletionMode != batchv1.IndexedCompletion || shards.Spec.Completions == nil {
		t.Fatal("the shards' Job is not an Indexed Job with completions")
	}
	c := shards.Spec.Template.Spec.Containers[0]
	args := strings.Join(c.Args, " ")
	if want := "--shard /" + strconv.Itoa(int(*shards.Spec.Completions)); !strings.Contains(args, want) {
		t.Errorf("the shards' args %q do not hold %q, the Job's completions", args, want)
	}
	if !strings.Contains(args, "--out /parts/part-$(SHARD)") || c.Args[0] != "run" {
		t.Errorf("the shards' args %q do not write part-$(SHARD) under /parts", args)
	}
	if len(c.Env) != 1 || c.Env[0].Name != "SHARD" || c.Env[0].ValueFrom == nil || c.Env[0].ValueFrom.FieldRef == nil ||
		c.Env[0].ValueFrom.FieldRef.FieldPath != "metadata.annotations['batch.kubernetes.io/job-completion-index']" {
		t.Errorf("SHARD is not the pod's completion index: %+v", c.Env)
	}
	mc := merge.Spec.Template.Spec.Containers[0]
	if script := strings.Join(mc.Args, " "); !strings.Contains(script, "fleetlab merge --status /parts/part-*") || !strings.Contains(script, "fleetlab merge /parts/part-* --out /parts/report") {
		t.Errorf("the merge Job does not wait for the parts and merge them: %q", script)
	}
	for _, j := range jobs {
		spec := j.Spec.Template.Spec
		if spec.RestartPolicy != corev1.RestartPolicyNever {
			t.Errorf("%s: restartPolicy %q", j.Name, spec.RestartPolicy)
		}
		if len(spec.Volumes) != 1 || spec.Volumes[0].PersistentVolumeClaim == nil || spec.Volumes[0].PersistentVolumeClaim.ClaimName != claim.Name {
			t.Errorf("%s does not mount the claim %s", j.Name, claim.Name)
		}
		if m := spec.Containers[0].VolumeMounts; len(m) != 1 || m[0].MountPath != "/parts" {
			t.Errorf("%s does not mount the parts at /parts: %+v", j.Name, m)
		}
	}
	if !slices.Contains(claim.Spec.AccessModes, corev1.ReadWriteMany) {
		t.Errorf("the parts' claim is not ReadWriteMany: every pod writes to it")
	}
}

// TestKubernetesMergeWaits plays the merge Job's script with a stand-in
// fleetlab and sleep: it waits while no part is there and while merge
// --status exits 1 (parts missing), merges once it exits 0, and fails at
// once, without merging, when it exits 2 (a part refused: foreign,
// duplicated, unreadable), rather than waiting forever.
func TestKubernetesMergeWaits(t *testing.T) {
	var script string
	for _, doc := range manifests(t, filepath.Join("kubernetes", "fleetlab-job.yaml")) {
		var j batchv1.Job
		if err := yaml.Unmarshal(doc, &j); err == nil && j.Name == "fleetlab-merge" {
			script = strings.Join(j.Spec.Template.Spec.Containers[0].Args, "\n")
		}
	}
	if script == "" {
		t.Fatal("no merge Job")
	}
	for _, tc := range []struct {
		name     string
		statuses string // merge --status's exit codes, call by call
		code     int
		merged   bool
	}{
		{"complete", "1 1 0", 0, true},
		{"refused", "1 2", 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			bin, parts := filepath.Join(dir, "bin"), filepath.Join(dir, "parts")
			os.Mkdir(bin, 0o755)
			os.Mkdir(parts, 0o755)
			stubs := map[string]string{
				// the first sleep sees the first part written
				"sleep": "#!/bin/sh\nmkdir -p " + parts + "/part-0\n",
				"fleetlab": "#!/bin/sh\nif [ \"$2\" = --status ]; then\n" +
					"  set -- $(cat " + dir + "/statuses)\n" +
					"  first=$1; shift; echo \"$*\" > " + dir + "/statuses; exit \"$first\"\nfi\n" +
					"touch " + dir + "/merged\n",
			}
			for name, text := range stubs {
				if err := os.WriteFile(filepath.Join(bin, name), []byte(text), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			os.WriteFile(filepath.Join(dir, "statuses"), []byte(tc.statuses), 0o644)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, "/bin/sh", "-c", strings.ReplaceAll(script, "/parts", parts))
			cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
			out, err := cmd.CombinedOutput()
			if ctx.Err() != nil {
				t.Fatalf("the merge script still waits after 20 s:\n%s", out)
			}
			code := 0
			if err != nil {
				var exit *exec.ExitError
				if !errors.As(err, &exit) {
					t.Fatal(err)
				}
				code = exit.ExitCode()
			}
			_, statErr := os.Stat(filepath.Join(dir, "merged"))
			if code != tc.code || (statErr == nil) != tc.merged {
				t.Errorf("merge --status exiting %s: the script exits %d, merged %v; want %d, %v\n%s", tc.statuses, code, statErr == nil, tc.code, tc.merged, out)
			}
		})
	}
}

// TestSlurmScript checks the script with bash -n, then plays it with a
// stand-in sbatch that runs each array task, then the merge, on this
// machine, the parts in a folder whose path has a space: the report it
// writes is the single run's.
func TestSlurmScript(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	script, _ := filepath.Abs(filepath.Join("slurm", "fleetlab-array.sh"))
	if out, err := exec.Command(bash, "-n", script).CombinedOutput(); err != nil {
		t.Fatalf("bash -n: %v\n%s", err, out)
	}
	if testing.Short() {
		t.Skip("builds fleetlab and plays the job array")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	os.Mkdir(bin, 0o755)
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "fleetlab"), "./cmd/fleetlab")
	build.Dir = ".." // fleetlab's module; this folder is a module of its own, for the Kubernetes types
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	// sbatch runs an array's tasks one after the other, as Slurm would
	// on many nodes, and a job whose dependency is met at once
	sbatch := `#!/bin/bash
array= wrap=
for a in "$@"; do
  case "$a" in
    --array=*) array=${a#--array=} ;;
    --wrap=*) wrap=${a#--wrap=} ;;
  esac
done
if [ -n "$array" ]; then
  for i in $(seq "${array%-*}" "${array#*-}"); do
    SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_MIN=${array%-*} sh -c "$wrap" || exit 1
  done
else
  sh -c "$wrap" || exit 1
fi
echo 42
`
	if err := os.WriteFile(filepath.Join(bin, "sbatch"), []byte(sbatch), 0o755); err != nil {
		t.Fatal(err)
	}
	parts := filepath.Join(dir, "the parts") // a space: each word of --wrap must be quoted
	run := []string{"run", "tie-break", "--sweep", "admiral_a=1..2", "--trials", "9000", "--seed", "4"}
	cmd := exec.Command(bash, append([]string{script}, run...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "SHARDS=4", "PARTS="+parts)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the script: %v\n%s", err, out)
	}
	single := filepath.Join(dir, "single")
	if out, err := exec.Command(filepath.Join(bin, "fleetlab"), append(run, "--workers", "2", "--quiet", "--out", single)...).CombinedOutput(); err != nil {
		t.Fatalf("the single run: %v\n%s", err, out)
	}
	elapsed := regexp.MustCompile(`"elapsed_s": [-+.e0-9]+`)
	read := func(d string) []byte {
		b, err := os.ReadFile(filepath.Join(d, "results.json"))
		if err != nil {
			t.Fatal(err)
		}
		return elapsed.ReplaceAll(b, nil)
	}
	if got, want := read(filepath.Join(parts, "report")), read(single); !bytes.Equal(got, want) {
		t.Errorf("the merged report differs from the single run's:\n%s\nwant\n%s", got, want)
	}
}
