package cli

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// Shell completion. `fleetlab completion bash|zsh|fish|powershell` (cobra's)
// prints a script that asks the hidden `fleetlab __complete ARGS… WORD` for
// the words that can follow; the functions here answer it: scenario and
// table names, the parameters of the chosen scenario and their values, and
// the values of --format and --lang.

// noFiles is the directive of a completion that is not a file name.
const noFiles = cobra.ShellCompDirectiveNoFileComp

// registerCompletions tells cobra how to complete the arguments and flags
// of root's commands. It goes by the flags each command has, so a command
// that gains --sweep, --vs or --format completes it with no change here.
func registerCompletions(root *cobra.Command) {
	for _, c := range root.Commands() {
		switch c.Name() {
		case "run", "compare":
			c.ValidArgsFunction = completeScenario(true)
		case "show":
			c.ValidArgsFunction = completeScenario(false)
		case "table":
			c.ValidArgsFunction = completeTable
		}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			var fn cobra.CompletionFunc
			switch f.Name {
			case "set", "a":
				fn = completeSetting(false, false)
			case "vs":
				fn = completeSetting(false, c.Name() == "compare")
			case "sweep":
				fn = completeSetting(true, false)
			case "format":
				fn = completeFormat
			case "lang":
				fn = completeLang
			case "out":
				fn = func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
					return nil, cobra.ShellCompDirectiveFilterDirs
				}
			default:
				if f.Value.Type() == "bool" || f.Name == "help" {
					return
				}
				fn = cobra.NoFileCompletions // numbers: --trials, --seed, --max-dice, …
			}
			// the error is for a flag that does not exist or is registered
			// twice, neither of which VisitAll can give
			_ = c.RegisterFlagCompletionFunc(f.Name, fn)
		})
	}
}

// completeScenario completes the first argument with the built-in
// scenarios' names; orFile also lets it be a YAML file when no built-in
// name fits what is typed.
func completeScenario(orFile bool) cobra.CompletionFunc {
	return func(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, noFiles
		}
		var out []cobra.Completion
		if !strings.ContainsAny(toComplete, "/.") {
			all, err := scenarios.Builtins()
			if err != nil {
				return nil, cobra.ShellCompDirectiveError
			}
			for _, s := range all {
				if strings.HasPrefix(s.Name, toComplete) {
					out = append(out, cobra.CompletionWithDesc(s.Name, s.Title))
				}
			}
		}
		if len(out) == 0 && orFile {
			return []cobra.Completion{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt
		}
		return out, noFiles
	}
}

// completeTable completes the table names.
func completeTable(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, noFiles
	}
	var out []cobra.Completion
	for _, t := range job.Tables() {
		if strings.HasPrefix(t.Name, toComplete) {
			out = append(out, cobra.CompletionWithDesc(t.Name, t.Doc))
		}
	}
	return out, noFiles
}

// formatDocs describe the values of --format.
var formatDocs = map[string]string{
	"text": "aligned text for people (the default)",
	"json": "JSON for programs",
	"csv":  "CSV for spreadsheets",
	"md":   "Markdown",
}

func completeFormat(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, f := range formats {
		if strings.HasPrefix(f, toComplete) {
			out = append(out, cobra.CompletionWithDesc(f, formatDocs[f]))
		}
	}
	return out, noFiles
}

// langNames name the report languages in themselves.
var langNames = map[string]string{"en": "English", "es": "español", "ca": "català"}

func completeLang(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for l := reports.English; l <= reports.Catalan; l++ {
		if code := l.String(); strings.HasPrefix(code, toComplete) {
			out = append(out, cobra.CompletionWithDesc(code, langNames[code]))
		}
	}
	return out, noFiles
}

// completeSetting completes name=value for the scenario named by the first
// argument: the parameter names first, then the values the parameter takes.
// sweep completes a --sweep: a list of values, or a range of whole numbers;
// several completes the last of settings separated by spaces (compare's
// --vs).
func completeSetting(sweep, several bool) cobra.CompletionFunc {
	return func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) == 0 {
			return cobra.AppendActiveHelp(nil, "name the scenario first: fleetlab "+c.Name()+" SCENARIO --"+flagOf(c, sweep)+" name=value"), noFiles
		}
		s, err := scenarios.Load(args[0])
		if err != nil {
			return cobra.AppendActiveHelp(nil, err.Error()), noFiles
		}
		before := ""
		if i := strings.LastIndexByte(toComplete, ' '); i >= 0 && several {
			before, toComplete = toComplete[:i+1], toComplete[i+1:]
		}
		name, value, named := strings.Cut(toComplete, "=")
		var out []cobra.Completion
		hint, directive := "", noFiles
		i := slices.IndexFunc(s.Params, func(p *scenarios.Param) bool { return p.Name == name })
		switch {
		case !named:
			for _, p := range s.Params {
				if strings.HasPrefix(p.Name, name) {
					out = append(out, cobra.CompletionWithDesc(p.Name+"=", p.Describe()))
				}
			}
			directive |= cobra.ShellCompDirectiveNoSpace
		case i < 0:
			return cobra.AppendActiveHelp(nil, fmt.Sprintf("scenario %s has no parameter %q", s.Name, name)), noFiles
		case sweep:
			out, hint = sweepValues(s.Params[i], value)
		default:
			out, hint = setValues(s.Params[i], value)
		}
		for k := range out {
			out[k] = before + out[k]
		}
		if hint != "" {
			out = cobra.AppendActiveHelp(out, hint)
		}
		return out, directive
	}
}

// flagOf names the flag being completed in a hint.
func flagOf(c *cobra.Command, sweep bool) string {
	if sweep {
		return "sweep"
	}
	if c.Name() == "compare" {
		return "vs"
	}
	return "set"
}

// choices are the values a parameter takes when they can be listed: a
// word's values, true and false, or every whole number of a short range.
func choices(p *scenarios.Param) []string {
	switch {
	case p.Type == scenarios.ParamBool:
		return []string{"true", "false"}
	case p.Type == scenarios.ParamString:
		return p.Values
	case p.Type == scenarios.ParamInt && p.Min != nil && p.Max != nil && *p.Max-*p.Min < 12:
		var out []string
		for v := math.Ceil(*p.Min); v <= *p.Max; v++ {
			out = append(out, strconv.FormatFloat(v, 'f', -1, 64))
		}
		return out
	}
	return nil
}

// valueDoc describes value of p for a completion's description.
func valueDoc(p *scenarios.Param, value string) string {
	if value == p.Default {
		return "the default"
	}
	return ""
}

// setValues completes name=value for one parameter: its choices when they
// can be listed, else its default and bounds, with a hint of its range.
func setValues(p *scenarios.Param, typed string) (out []cobra.Completion, hint string) {
	if list := choices(p); list != nil {
		for _, v := range list {
			if strings.HasPrefix(v, typed) {
				out = append(out, cobra.CompletionWithDesc(p.Name+"="+v, valueDoc(p, v)))
			}
		}
		return out, ""
	}
	seen := map[string]bool{}
	add := func(v, doc string) {
		if v != "" && !seen[v] && strings.HasPrefix(v, typed) {
			seen[v] = true
			out = append(out, cobra.CompletionWithDesc(p.Name+"="+v, doc))
		}
	}
	add(p.Default, "the default")
	if p.Min != nil {
		add(strconv.FormatFloat(*p.Min, 'g', -1, 64), "the lowest allowed")
	}
	if p.Max != nil {
		add(strconv.FormatFloat(*p.Max, 'g', -1, 64), "the highest allowed")
	}
	return out, p.Describe()
}

// sweepValues completes a --sweep of one parameter: the range a..b of a
// bounded whole number, the whole list of a word's values or true,false,
// and, after what is typed, one more value of a list.
func sweepValues(p *scenarios.Param, typed string) (out []cobra.Completion, hint string) {
	add := func(v, doc string) {
		if strings.HasPrefix(v, typed) {
			out = append(out, cobra.CompletionWithDesc(p.Name+"="+v, doc))
		}
	}
	list := choices(p)
	switch {
	case p.Type == scenarios.ParamInt && p.Min != nil && p.Max != nil && *p.Max-*p.Min < job.MaxSweepPoints:
		add(strconv.FormatFloat(math.Ceil(*p.Min), 'f', -1, 64)+".."+strconv.FormatFloat(math.Floor(*p.Max), 'f', -1, 64), "every allowed value")
	case len(list) > 1 && typed == "":
		add(strings.Join(list, ","), "every value")
	case list == nil:
		add(p.Default, "the default")
	}
	done, last := "", typed
	if i := strings.LastIndexByte(typed, ','); i >= 0 {
		done, last = typed[:i+1], typed[i+1:]
	}
	given := strings.Split(done, ",")
	for _, v := range list {
		if strings.HasPrefix(v, last) && !slices.Contains(given, v) {
			out = append(out, cobra.CompletionWithDesc(p.Name+"="+done+v, valueDoc(p, v)))
		}
	}
	if list == nil {
		hint = p.Describe()
	}
	return out, hint
}
