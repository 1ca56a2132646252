package cli

import (
	"context"
	"os"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
)

// langKey is the context key of the language of the command's messages.
type langKey struct{}

// withLang returns ctx carrying l, the language of the messages.
func withLang(ctx context.Context, l reports.Lang) context.Context {
	return context.WithValue(ctx, langKey{}, l)
}

// langOf returns the language of the messages that ctx carries, or English.
func langOf(ctx context.Context) reports.Lang {
	l, _ := ctx.Value(langKey{}).(reports.Lang)
	return l
}

// argsLang returns the language the command's messages are printed in: the
// last --lang of args when it names one, else the environment's. Main needs
// it before the flags are parsed, for the errors of parsing them.
func argsLang(args []string) reports.Lang {
	flag := ""
	for i, a := range args {
		if a == "--" {
			break
		}
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			flag = v
		} else if a == "--lang" && i+1 < len(args) {
			flag = args[i+1]
		}
	}
	if l, err := reports.ParseLang(flag); err == nil && flag != "" {
		return l
	}
	return reports.LangFromEnv(os.Getenv)
}
